// A registered op that gives a typed attribute its type from context (test.typed_attr prints
// `$type = attr` and elides the attribute's type when it equals $type).
test.typed_attr i32 = #test.attr_self_type_format<5>
test.typed_attr i16 = #test.attr_with_self_type_param
test.typed_attr !test.smpla = #test.attr_self_type_format<-1>
test.typed_attr i8 = #test.attr_self_type_format<2> : i8
"test.typed_attr"() <{type = i64, attr = #test.attr_with_self_type_param : i64}> : () -> ()
