// The literals of `format_literal_op` in order: `{` is missing.
test.format_literal_op keyword_$. -> :, = <> () []( ) ? + * }
