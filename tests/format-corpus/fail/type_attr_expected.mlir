// A type attribute bound in the format is a type.
test.format_literal_following_optional_group : 5
