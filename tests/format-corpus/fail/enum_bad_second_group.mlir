// The third optional group of `format_optional_default_attrs` is an integer enum.
test.format_optional_default_attrs "x" "y"
