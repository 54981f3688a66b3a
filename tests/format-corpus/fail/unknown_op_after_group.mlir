// `foo` is not a case of the optional enum: the group is absent and `foo` starts the next
// operation, which is unknown.
test.format_optional_enum_attr foo
