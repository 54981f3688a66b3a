// The custom directive anchoring the group parses any integer; the attribute is an `I1Attr`.
test.optional_custom_attr foo 3
