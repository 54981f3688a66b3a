// A unit attribute starting its group is parsed as any attribute, here a dictionary.
test.format_optional_unit_attribute_no_elide {x}
