// A unit property starting its group is written `unit`; `true` starts the next operation.
test.format_optional_unit_property_no_elide true
