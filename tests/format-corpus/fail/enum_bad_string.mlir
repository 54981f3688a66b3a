// An integer enum attribute given as a string must name a case.
test.format_optional_enum_attr "foo"
