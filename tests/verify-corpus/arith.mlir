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
// from fail/arith_cast_shape.mlir
%a = "test.a"() : () -> tensor<2xi32>
%0 = "arith.extsi"(%a) : (tensor<2xi32>) -> tensor<3xi64>
// expected-error@-1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
// -----
// from fail/arith_cmpi_bad_predicate.mlir
%a = "test.a"() : () -> i32
%0 = arith.cmpi foo, %a, %a : i32
// expected-error@-1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
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
// from fail/arith_overflow_bad_flag.mlir
%a = "test.a"() : () -> i32
%0 = arith.addi %a, %a overflow<nsw, bad> : i32
// expected-error@-1 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
// expected-error@-2 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
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
// from fail/arith_select_scalar_mask.mlir
%c, %a = "test.a"() : () -> (i1, i32)
%0 = "arith.select"(%c, %a, %a) : (i1, i32, i32) -> i64
// expected-error@-1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
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
// from fail/arith_trunci_wider.mlir
%a = "test.a"() : () -> i8
%0 = arith.trunci %a : i8 to i32
// expected-error@-1 {{'arith.trunci' op operand type 'i8' and result type 'i32' are cast incompatible}}
// -----
// from fail/arith_undefined_operand.mlir
%0 = arith.addi %x, %x : i32
// expected-error@-1 {{use of undeclared SSA value name}}
