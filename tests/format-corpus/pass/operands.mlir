// Operands: `operands` with `type(operands)` or one group's type (the other built), operand
// variables with `type(operands)` or per-group types, a variadic group, a `VariadicOfVariadic`
// group (its segment attribute left out of attr-dict), two segmented variadic groups.
%i64 = "foo.op"() : () -> (i64)
%memref = "foo.op"() : () -> (memref<1xf64>)
%i32 = "foo.op"() : () -> (i32)
test.format_operand_a_op %i64, %memref : i64, memref<1xf64>
test.format_operand_b_op %i64, %memref : memref<1xf64>
test.format_operand_c_op %i64, %memref : i64, memref<1xf64>
test.format_operand_d_op %i64, %memref : memref<1xf64>
test.format_operand_e_op %i64, %memref : i64, memref<1xf64>
test.format_operand_e_op %i64, %memref : i64, memref<1xf64> {a = "b"}
test.format_variadic_operand %i64, %i64, %i64 : i64, i64, i64
test.format_variadic_operand %i64 : i64 {x}
test.format_variadic_of_variadic_operand (%i64), (), (%i64, %i64) : (i64), (), (i64, i64)
test.format_variadic_of_variadic_operand (%i64) : (i64) {y}
test.format_variadic_of_variadic_operand  :
test.format_two_variadic_operands_no_buildable_type_op(%i64, %i32 : i64, i32) -> (%memref : memref<1xf64>)
test.format_two_variadic_operands_no_buildable_type_op(%i64 : i64) -> (%i64, %i64 : i64, i64) {z}
"test.format_variadic_of_variadic_operand"(%i64, %i64) <{operand_segments = array<i32: 2, 0>}> : (i64, i64) -> ()
// The types of a `VariadicOfVariadic` group are read as one flat list.
test.format_variadic_of_variadic_operand (%i64), (%i64) : (i64, i64)
