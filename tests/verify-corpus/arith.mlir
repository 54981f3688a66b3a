// ARGS: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// from fail/arith_addf_bad_fastmath.mlir
%a = "test.a"() : () -> f32
%0 = arith.addf %a, %a fastmath<bogus> : f32
// expected-error@-1 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error@-2 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
// -----
// from fail/arith_addi_float.mlir
%a = "test.a"() : () -> f32
%0 = arith.addi %a, %a : f32
// expected-error@-1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
// -----
// from fail/arith_addi_inferred_type_encoding.mlir
// SameOperandsAndResultType lets an encoding on the operands only through; the result type
// that ODS's InferTypeOpInterface infers from the first operand does not match: two errors.
func.func @f(%a: tensor<4xi32, "enc">) -> tensor<4xi32> {
  %0 = "arith.addi"(%a, %a) : (tensor<4xi32, "enc">, tensor<4xi32, "enc">) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// expected-error@-3 {{'arith.addi' op inferred type(s) 'tensor<4xi32, "enc">' are incompatible with return type(s) of operation 'tensor<4xi32>'}}
// expected-error@-4 {{'arith.addi' op failed to infer returned types}}
// -----
// from fail/arith_addi_inferred_type_static_shape.mlir
// Compatible shapes pass the trait, but the inferred type is the first operand's exactly.
func.func @f(%a: tensor<?xi32>) -> tensor<4xi32> {
  %0 = "arith.addi"(%a, %a) : (tensor<?xi32>, tensor<?xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// expected-error@-3 {{'arith.addi' op inferred type(s) 'tensor<?xi32>' are incompatible with return type(s) of operation 'tensor<4xi32>'}}
// expected-error@-4 {{'arith.addi' op failed to infer returned types}}
// -----
// from fail/arith_addi_inherent_attr_custom.mlir
// An inherent attribute in a custom form's attr-dict is checked where the dictionary starts.
func.func @f(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b {overflowFlags = 42 : i32} : i32
  return
}
// expected-error@-3 {{custom op 'arith.addi' 'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
// -----
// from fail/arith_addi_mismatch.mlir
%a, %b = "test.a"() : () -> (i32, i64)
%0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
// expected-error@-1 {{'arith.addi' op requires the same type for all operands and results}}
// -----
// from fail/arith_addi_scalable_mixed.mlir
// SameOperandsAndResultType compares shapes pairwise and lets a scalable operand through;
// Elementwise does not.
func.func @f(%a: vector<[4]xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %0 = "arith.addi"(%a, %b) : (vector<[4]xi32>, vector<4xi32>) -> vector<4xi32>
  return %0 : vector<4xi32>
}
// expected-error@-3 {{'arith.addi' op all non-scalar operands/results must have the same shape and base type}}
// -----
// from fail/arith_bitcast_tensor_encoding.mlir
// A cast keeps the tensor encoding: none on one side and one on the other is incompatible.
func.func @f(%a: tensor<4xi32, "enc">) -> tensor<4xf32> {
  %0 = arith.bitcast %a : tensor<4xi32, "enc"> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
// expected-error@-3 {{'arith.bitcast' op operand type 'tensor<4xi32, "enc">' and result type 'tensor<4xf32>' are cast incompatible}}
// -----
// from fail/arith_cast_shape.mlir
%a = "test.a"() : () -> tensor<2xi32>
%0 = "arith.extsi"(%a) : (tensor<2xi32>) -> tensor<3xi64>
// expected-error@-1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
// -----
// from fail/arith_cmpf_function_type.mlir
// The same check for cmpf, with its float constraint.
func.func @f(%a: (i32) -> i1) -> i1 {
  %0 = arith.cmpf oeq, %a, %a : (i32) -> i1
  return %0 : i1
}
// expected-error@-3 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got '(i32) -> i1'}}
// -----
// from fail/arith_cmpi_bad_predicate.mlir
%a = "test.a"() : () -> i32
%0 = arith.cmpi foo, %a, %a : i32
// expected-error@-1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
// -----
// from fail/arith_cmpi_function_type.mlir
// The result type of a custom-form cmpi is built from the operand type, which is checked
// first, while parsing: a function type is no integer.
func.func @f(%a: () -> ()) -> i1 {
  %0 = arith.cmpi eq, %a, %a : () -> ()
  return %0 : i1
}
// expected-error@-3 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got '() -> ()'}}
// -----
// from fail/arith_cmpi_function_type_before_operands.mlir
// That check comes before the operands are resolved: the type differs from %a's, but the
// constraint is reported.
func.func @f(%a: () -> ()) -> i1 {
  %0 = arith.cmpi eq, %a, %a : () -> i32
  return %0 : i1
}
// expected-error@-3 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got '() -> i32'}}
// -----
// from fail/arith_cmpi_generic_function_result_type.mlir
// A comparison on function-typed operands, custom form, with a function type taking arguments.
func.func @f(%a: (i32) -> i1) {
  %0 = arith.cmpi slt, %a, %a : (i32) -> i1
  return
}
// expected-error@-3 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got '(i32) -> i1'}}
// -----
// from fail/arith_cmpi_generic_function_type.mlir
// In generic form there is nothing to build: the verifier reports the operand.
func.func @f(%a: () -> ()) -> i1 {
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (() -> (), () -> ()) -> i1
  return %0 : i1
}
// expected-error@-3 {{'arith.cmpi' op operand #0 must be signless-integer-like, but got '() -> ()'}}
// -----
// from fail/arith_cmpi_inherent_attr_generic.mlir
// An inherent attribute in the generic attribute dictionary is checked while parsing.
func.func @f(%a: i32, %b: i32) {
  %0 = "arith.cmpi"(%a, %b) {predicate = 42 : i64} : (i32, i32) -> i1
  return
}
// expected-error@-3 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
// -----
// from fail/arith_cmpi_property_conversion.mlir
// A property of the wrong attribute kind fails its conversion while parsing.
func.func @f(%a: i32, %b: i32) {
  %0 = "arith.cmpi"(%a, %b) <{predicate = 42 : i64}> : (i32, i32) -> i1
  return
}
// expected-error@-3 {{invalid properties {predicate = 42 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 42 : i64}}
// -----
// from fail/arith_cmpi_property_string.mlir
// An enum property given as a string is not converted (only custom form accepts keywords).
func.func @f(%a: i32, %b: i32) {
  %0 = "arith.cmpi"(%a, %b) <{predicate = "eq"}> : (i32, i32) -> i1
  return
}
// expected-error@-3 {{invalid properties {predicate = "eq"} for op arith.cmpi: Invalid attribute `predicate` in property conversion: "eq"}}
// -----
// from fail/arith_cmpi_result.mlir
%a = "test.a"() : () -> i32
%0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
// expected-error@-1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
// -----
// from fail/arith_cmpi_tuple_type.mlir
// Any other non-integer type too.
func.func @f(%a: tuple<i32>) -> i1 {
  %0 = arith.cmpi eq, %a, %a : tuple<i32>
  return %0 : i1
}
// expected-error@-3 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'tuple<i32>'}}
// -----
// from fail/arith_constant_not_number.mlir
%0 = "arith.constant"() <{value = "str" : i32}> : () -> i32
// expected-error@-1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
// -----
// from fail/arith_constant_signed.mlir
%0 = arith.constant 3 : si32
// expected-error@-1 {{'arith.constant' op integer return type must be signless}}
// -----
// from fail/arith_constant_type_mismatch.mlir
%0 = "arith.constant"() <{value = 3 : i64}> : () -> i32
// expected-error@-1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
// -----
// from fail/arith_elementwise_scalar_operands.mlir
%a = "test.a"() : () -> i32
%0 = "arith.extsi"(%a) : (i32) -> vector<2xi64>
// expected-error@-1 {{'arith.extsi' op requires the same shape for all operands and results}}
// -----
// from fail/arith_ext_not_wider.mlir
%a = "test.a"() : () -> i32
%0 = arith.extsi %a : i32 to i16
// expected-error@-1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
// -----
// from fail/arith_extf_fixed_to_scalable.mlir
// The scalable flag is part of the shape, in either direction.
func.func @f(%a: vector<4xf16>) {
  %0 = arith.extf %a : vector<4xf16> to vector<[4]xf32>
  return
}
// expected-error@-3 {{'arith.extf' op requires the same shape for all operands and results}}
// -----
// from fail/arith_extf_narrower.mlir
%a = "test.a"() : () -> f64
%0 = arith.extf %a : f64 to f32
// expected-error@-1 {{'arith.extf' op operand type 'f64' and result type 'f32' are cast incompatible}}
// -----
// from fail/arith_extui_same.mlir
%a = "test.a"() : () -> vector<2xi32>
%0 = arith.extui %a : vector<2xi32> to vector<2xi32>
// expected-error@-1 {{'arith.extui' op operand type 'vector<2xi32>' and result type 'vector<2xi32>' are cast incompatible}}
// -----
// from fail/arith_index_cast_float.mlir
%a = "test.a"() : () -> f32
%0 = arith.index_cast %a : f32 to index
// expected-error@-1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
// -----
// from fail/arith_index_cast_tensor_encoding.mlir
// Two different encodings are incompatible too.
func.func @f(%a: tensor<4xi32, "enc">) -> tensor<4xindex, "other"> {
  %0 = arith.index_cast %a : tensor<4xi32, "enc"> to tensor<4xindex, "other">
  return %0 : tensor<4xindex, "other">
}
// expected-error@-3 {{'arith.index_cast' op operand type 'tensor<4xi32, "enc">' and result type 'tensor<4xindex, "other">' are cast incompatible}}
// -----
// from fail/arith_index_castui_scalable_shape.mlir
// The shape trait comes before the cast check: scalable against fixed.
func.func @f(%a: vector<[4]xi32>) -> vector<4xi32> {
  %0 = "arith.index_castui"(%a) : (vector<[4]xi32>) -> vector<4xi32>
  return %0 : vector<4xi32>
}
// expected-error@-3 {{'arith.index_castui' op requires the same shape for all operands and results}}
// -----
// from fail/arith_overflow_bad_flag.mlir
%a = "test.a"() : () -> i32
%0 = arith.addi %a, %a overflow<nsw, bad> : i32
// expected-error@-1 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
// expected-error@-2 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
// -----
// from fail/arith_scaling_extf_cast_shape.mlir
// scaling_extf has no shape trait: the cast check sees the different sizes first.
func.func @f(%a: vector<4xf8E5M2>, %s: vector<4xf8E8M0FNU>) -> vector<5xf32> {
  %0 = arith.scaling_extf %a, %s : vector<4xf8E5M2>, vector<4xf8E8M0FNU> to vector<5xf32>
  return %0 : vector<5xf32>
}
// expected-error@-3 {{'arith.scaling_extf' op operand types 'vector<4xf8E5M2>', 'vector<4xf8E8M0FNU>' and result type 'vector<5xf32>' are cast incompatible}}
// -----
// from fail/arith_scaling_extf_tensor_encoding.mlir
// Only the input and the result are compared: an encoding on the input and none on the
// result is incompatible (the scale's encoding does not matter).
func.func @f(%a: tensor<4xf8E5M2, "e">, %s: tensor<4xf8E8M0FNU>) -> tensor<4xf32> {
  %0 = arith.scaling_extf %a, %s : tensor<4xf8E5M2, "e">, tensor<4xf8E8M0FNU> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
// expected-error@-3 {{'arith.scaling_extf' op operand types 'tensor<4xf8E5M2, "e">', 'tensor<4xf8E8M0FNU>' and result type 'tensor<4xf32>' are cast incompatible}}
// -----
// from fail/arith_select_bad_cond.mlir
%c, %a = "test.a"() : () -> (i32, f32)
%0 = "arith.select"(%c, %a, %a) : (i32, f32, f32) -> f32
// expected-error@-1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
// -----
// from fail/arith_select_mask_shape.mlir
%c, %a = "test.a"() : () -> (vector<3xi1>, vector<4xf32>)
%0 = arith.select %c, %a, %a : vector<3xi1>, vector<4xf32>
// expected-error@-1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
// -----
// from fail/arith_select_scalable_mask.mlir
// A scalable mask for fixed vectors: the mask predicate compares shapes pairwise (scalable
// dimensions aside) and passes; Elementwise then rejects the mix.
func.func @f(%m: vector<[4]xi1>, %b: vector<4xi32>) -> vector<4xi32> {
  %0 = arith.select %m, %b, %b : vector<[4]xi1>, vector<4xi32>
  return %0 : vector<4xi32>
}
// expected-error@-3 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
// -----
// from fail/arith_select_scalar_mask.mlir
%c, %a = "test.a"() : () -> (i1, i32)
%0 = "arith.select"(%c, %a, %a) : (i1, i32, i32) -> i64
// expected-error@-1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
// -----
// from fail/arith_sitofp_tensor_encoding_changed.mlir
// Cast ops on tensors keep the encoding: a different encoding is cast incompatible.
func.func @f(%a: tensor<4xi32, "enc">) {
  %0 = arith.sitofp %a : tensor<4xi32, "enc"> to tensor<4xf32, "other">
  return
}
// expected-error@-3 {{'arith.sitofp' op operand type 'tensor<4xi32, "enc">' and result type 'tensor<4xf32, "other">' are cast incompatible}}
// -----
// from fail/arith_truncf_bad_rounding.mlir
%a = "test.a"() : () -> f32
%0 = arith.truncf %a "sideways" : f32 to f16
// expected-error@-1 {{custom op 'arith.truncf' invalid roundingmode attribute specification: "sideways"}}
// -----
// from fail/arith_truncf_wider.mlir
%a = "test.a"() : () -> f16
%0 = arith.truncf %a : f16 to f32
// expected-error@-1 {{'arith.truncf' op operand type 'f16' and result type 'f32' are cast incompatible}}
// -----
// from fail/arith_trunci_scalable_shape.mlir
// A scalable vector and a fixed one of the same size do not have the same shape.
func.func @f(%a: vector<[4]xi32>) -> vector<4xi8> {
  %0 = arith.trunci %a : vector<[4]xi32> to vector<4xi8>
  return %0 : vector<4xi8>
}
// expected-error@-3 {{'arith.trunci' op requires the same shape for all operands and results}}
// -----
// from fail/arith_trunci_scalable_to_fixed.mlir
// A cast between a scalable and a fixed vector of the same size has different shapes.
func.func @f(%a: vector<[4]xi32>) {
  %0 = arith.trunci %a : vector<[4]xi32> to vector<4xi8>
  return
}
// expected-error@-3 {{'arith.trunci' op requires the same shape for all operands and results}}
// -----
// from fail/arith_trunci_tensor_encoding_added.mlir
// An encoding on the result only.
func.func @f(%a: tensor<4xi32>) -> tensor<4xi8, 1> {
  %0 = arith.trunci %a : tensor<4xi32> to tensor<4xi8, 1>
  return %0 : tensor<4xi8, 1>
}
// expected-error@-3 {{'arith.trunci' op operand type 'tensor<4xi32>' and result type 'tensor<4xi8, 1 : i64>' are cast incompatible}}
// -----
// from fail/arith_trunci_wider.mlir
%a = "test.a"() : () -> i8
%0 = arith.trunci %a : i8 to i32
// expected-error@-1 {{'arith.trunci' op operand type 'i8' and result type 'i32' are cast incompatible}}
// -----
// from fail/arith_undefined_operand.mlir
%0 = arith.addi %x, %x : i32
// expected-error@-1 {{use of undeclared SSA value name}}
// -----
// from fail/arith_unknown_op_custom_allow_flag.mlir
// In custom form an unknown op of a registered dialect is a parse error, with or without
// --allow-unregistered-dialect.
func.func @f() {
  arith.nope
  return
}
// expected-error@-3 {{custom op 'arith.nope' is unknown}}
// -----
// from fail/arith_unknown_op_generic_allow_flag.mlir
// The same under --allow-unregistered-dialect: arith still does not allow unknown ops.
"arith.nope"() : () -> ()
// expected-error@-1 {{unregistered operation 'arith.nope' found in dialect ('arith') that does not allow unknown operations}}
