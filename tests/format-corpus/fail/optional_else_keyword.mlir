// `format_optional_else` is written `then` or `else`.
test.format_optional_else
