// Literals: every punctuation literal, a keyword with `$` and `.`, the empty literal ``
// (no space before the next element), the space literal ` `, the newline literal `\n`,
// and a leading space literal before punctuation.
%i64 = "foo.op"() : () -> (i64)
%memref = "foo.op"() : () -> (memref<1xf64>)
test.format_literal_op keyword_$. -> :, = <> () []( ) ? + * {
} {foo.some_attr}
test.format_literal_op keyword_$.->:,=<>()[]( )?+*{}
test.format_multiple_variadic_operands (%i64, %i64), (%memref : memref<1xf64>)
test.format_multiple_variadic_operands (), (%i64, %memref : i64, memref<1xf64>) {a = 1}
test.format_multiple_variadic_operands(%i64),(%memref:memref<1xf64>)
test.op.with_dot_in_name
test.op.with_dot_in_name {x = "y"}
"test.op.with_dot_in_name"() : () -> ()
