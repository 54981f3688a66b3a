// ARGS: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// from fail/math_absf_inferred_type_encoding.mlir
// The same check on a math op.
func.func @f(%a: tensor<4xf32, "enc">) -> tensor<4xf32> {
  %0 = "math.absf"(%a) : (tensor<4xf32, "enc">) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// expected-error@-3 {{'math.absf' op inferred type(s) 'tensor<4xf32, "enc">' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
// expected-error@-4 {{'math.absf' op failed to infer returned types}}
// -----
// from fail/math_absf_integer.mlir
// math.absf takes floats only.
%a = "test.a"() : () -> i32
%0 = math.absf %a : i32
// expected-error@-1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
// -----
// from fail/math_absi_float.mlir
// math.absi takes signless integers only.
%a = "test.a"() : () -> f32
%0 = math.absi %a : f32
// expected-error@-1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
// -----
// from fail/math_bad_fastmath.mlir
// An unknown fast-math flag.
%a = "test.a"() : () -> f32
%0 = math.sqrt %a fastmath<nnan,bogus> : f32
// expected-error@-1 {{custom op 'math.sqrt' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error@-2 {{custom op 'math.sqrt' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
// -----
// from fail/math_binary_mixed.mlir
// Binary float ops need all types to match.
%a, %b = "test.ab"() : () -> (f32, f16)
%0 = "math.powf"(%a, %b) : (f32, f16) -> f32
// expected-error@-1 {{'math.powf' op requires the same type for all operands and results}}
// -----
// from fail/math_clampf_syntax.mlir
// clampf writes its bounds in brackets.
%a, %b, %c = "test.abc"() : () -> (f32, f32, f32)
%0 = math.clampf %a to %b, %c : f32
// expected-error@-1 {{expected '['}}
// -----
// from fail/math_ctlz_signed.mlir
// The integer ops take signless integers only.
%a = "test.a"() : () -> si32
%0 = math.ctlz %a : si32
// expected-error@-1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'si32'}}
// -----
// from fail/math_fastmath_attr_dict_kind.mlir
// A fast-math attribute of the wrong kind in the attribute dictionary of the custom form.
%a = "test.a"() : () -> f32
%0 = math.absf %a {fastmath = 1 : i32} : f32
// expected-error@-1 {{custom op 'math.absf' 'math.absf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
// -----
// from fail/math_fastmath_full_attr.mlir
// A full attribute may replace the stripped flags, but it then swallows the `: type`.
%a = "test.a"() : () -> f32
%0 = math.cos %a fastmath #arith.fastmath<fast>
%1 = math.sin %0 : f32
// expected-error@-2 {{expected ':'}}
// -----
// from fail/math_fastmath_generic_attr_kind.mlir
// A fast-math attribute of the wrong kind in the attribute dictionary of the generic form.
%a = "test.a"() : () -> f32
%0 = "math.ceil"(%a) {fastmath = #arith.overflow<nsw>} : (f32) -> f32
// expected-error@-1 {{'math.ceil' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
// -----
// from fail/math_fastmath_no_less.mlir
// `fastmath` must be followed by its flags in angle brackets.
%a = "test.a"() : () -> f32
%0 = math.exp %a fastmath : f32
// expected-error@-1 {{expected '<'}}
// -----
// from fail/math_fastmath_prop_kind.mlir
// A fast-math property holding another kind of attribute.
%a = "test.a"() : () -> f32
%0 = "math.absf"(%a) <{fastmath = #arith.overflow<nsw>}> : (f32) -> f32
// expected-error@-1 {{invalid properties {fastmath = #arith.overflow<nsw>} for op math.absf: Invalid attribute `fastmath` in property conversion: #arith.overflow<nsw>}}
// -----
// from fail/math_fastmath_unclosed.mlir
// Flags are separated by commas.
%a = "test.a"() : () -> f32
%0 = math.log %a fastmath<nnan ninf> : f32
// expected-error@-1 {{expected '>'}}
// -----
// from fail/math_fastmath_wrong_kind.mlir
// A full attribute in place of the flags must be a fast-math attribute.
%a = "test.a"() : () -> f32
%0 = math.cos %a fastmath #index<cmp_predicate slt> : f32
// expected-error@-1 {{custom op 'math.cos' invalid kind of attribute specified}}
// -----
// from fail/math_fma_operands.mlir
// fma has three operands.
%a, %b = "test.ab"() : () -> (f32, f32)
%0 = "math.fma"(%a, %b) : (f32, f32) -> f32
// expected-error@-1 {{'math.fma' op expected 3 operands, but found 2}}
// -----
// from fail/math_fpowi_float_power.mlir
// The power of fpowi is an integer.
%a = "test.a"() : () -> f32
%0 = math.fpowi %a, %a : f32, f32
// expected-error@-1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
// -----
// from fail/math_fpowi_result.mlir
// fpowi returns the type of its base.
%a, %b = "test.ab"() : () -> (f32, i32)
%0 = "math.fpowi"(%a, %b) : (f32, i32) -> f64
// expected-error@-1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
// -----
// from fail/math_fpowi_scalable_tensor.mlir
// A scalable vector next to a tensor of the same size: the shape trait rejects it first.
func.func @f(%a: vector<[4]xf32>, %b: tensor<4xi32>) -> vector<[4]xf32> {
  %0 = "math.fpowi"(%a, %b) : (vector<[4]xf32>, tensor<4xi32>) -> vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
// expected-error@-3 {{'math.fpowi' op requires the same shape for all operands and results}}
// -----
// from fail/math_fpowi_shape.mlir
// fpowi needs the base and the power to have the same shape.
%a, %b = "test.ab"() : () -> (vector<4xf32>, i32)
%0 = math.fpowi %a, %b : vector<4xf32>, i32
// expected-error@-1 {{'math.fpowi' op requires the same shape for all operands and results}}
// -----
// from fail/math_ipowi_index_mismatch.mlir
// ipowi needs all types to match.
%a, %b = "test.ab"() : () -> (index, i64)
%0 = "math.ipowi"(%a, %b) : (index, i64) -> index
// expected-error@-1 {{'math.ipowi' op requires the same type for all operands and results}}
// -----
// from fail/math_isinf_result_shape.mlir
// Classification results have the shape of the operand.
%a = "test.a"() : () -> vector<4xf32>
%0 = "math.isinf"(%a) : (vector<4xf32>) -> vector<2xi1>
// expected-error@-1 {{'math.isinf' op failed to verify that result type has i1 element type and same shape as operands}}
// -----
// from fail/math_isnan_function_type.mlir
// math's classification ops build their result type the same way.
func.func @f(%a: () -> ()) -> i1 {
  %0 = math.isnan %a : () -> ()
  return %0 : i1
}
// expected-error@-3 {{custom op 'math.isnan' 'operand' must be floating-point-like, but got '() -> ()'}}
// -----
// from fail/math_isnan_result_type.mlir
// Classification results are bool-like.
%a = "test.a"() : () -> f32
%0 = "math.isnan"(%a) : (f32) -> i32
// expected-error@-1 {{'math.isnan' op result #0 must be bool-like, but got 'i32'}}
// -----
// from fail/math_no_attributes.mlir
// The math dialect has no attributes.
"test.x"() {a = #math.fastmath<fast>} : () -> ()
// expected-error@-1 {{dialect 'math' provides no attribute parsing hook}}
// -----
// from fail/math_no_types.mlir
// The math dialect has no types.
%0 = "test.x"() : () -> !math.float
// expected-error@-1 {{dialect 'math' provides no type parsing hook}}
// -----
// from fail/math_same_type.mlir
// Unary float ops need the operand and result types to match.
%a = "test.a"() : () -> f32
%0 = "math.sin"(%a) : (f32) -> f64
// expected-error@-1 {{'math.sin' op requires the same type for all operands and results}}
// -----
// from fail/math_sincos_one_result.mlir
// sincos has two results.
%a = "test.a"() : () -> f32
%0 = "math.sincos"(%a) : (f32) -> f32
// expected-error@-1 {{'math.sincos' op expected 2 results}}
// -----
// from fail/math_sincos_types.mlir
// sincos returns two values of the operand type.
%a = "test.a"() : () -> f32
%0:2 = "math.sincos"(%a) : (f32) -> (f32, f64)
// expected-error@-1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
