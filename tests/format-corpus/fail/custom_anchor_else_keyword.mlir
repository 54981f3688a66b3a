// Without `foo`, the group of `optional_custom_attr` takes its else branch: `bar`.
test.optional_custom_attr baz
