// `type($a)` of an `Optional<I64>`... is optional; `type($optional_res)` too. A single
// `I64` operand whose type is written must be an integer type.
%0 = "foo.op"() : () -> f32
test.format_operand_e_op %0, %0 : f32, memref<1xf64>
