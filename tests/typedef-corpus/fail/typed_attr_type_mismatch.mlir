// test.typed_attr passes its type to the attribute parser; an explicit different type is an error.
test.typed_attr i16 = #test.attr_with_self_type_param : i32
