// `oilist`: clauses in any order, each at most once, setting unit attributes or properties,
// binding optional and variadic operands with their types, calling a custom directive, and
// a list of literal clauses followed by a literal.
%i64 = "foo.op"() : () -> (i64)
%i32 = "foo.op"() : () -> (i32)
test.oilist_with_keywords_only keyword
test.oilist_with_keywords_only otherKeyword
test.oilist_with_keywords_only thirdKeyword keyword
test.oilist_with_keywords_only otherKeyword thirdKeyword keyword {x}
test.oilist_with_keywords_only
test.oilist_with_keywords_only_properties keyword thirdKeyword
test.oilist_with_keywords_only_properties otherKeyword
test.oilist_with_keywords_only_properties
test.oilist_with_simple_args keyword %i64 : i64
test.oilist_with_simple_args otherKeyword %i64 : i64 keyword %i32 : i32
test.oilist_with_simple_args thirdKeyword %i32 : i32 otherKeyword %i64 : i64 keyword %i64 : i64
test.oilist_with_simple_args
test.oilist_variadic_with_parens keyword (%i64, %i32 : i64, i32)
test.oilist_variadic_with_parens thirdKeyword(%i64 : i64) otherKeyword(%i32, %i32 : i32, i32) {y}
test.oilist_custom private(%i64, %i64 : i64, i64)
test.oilist_custom reduction (%i32) nowait
test.oilist_custom nowait reduction private(%i64 : i64)
test.oilist_custom reduction
test.oilist_allowed_literal foo buzz
test.oilist_allowed_literal bar buzz
test.oilist_allowed_literal bar foo buzz
test.oilist_allowed_literal buzz
