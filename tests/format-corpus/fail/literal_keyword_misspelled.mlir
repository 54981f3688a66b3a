// The first literal of `format_literal_op` is the keyword `keyword_$.`.
test.format_literal_op keyword -> :, = <> () []( ) ? + * {}
