// ARGS: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// from fail/cf_assert_arg.mlir
// cf.assert's argument must be i1.
func.func @f(%c: i32) {
  cf.assert %c, "no"
  return
}
// expected-error@-3 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
// expected-note@-5 {{prior use here}}
// -----
// from fail/cf_assert_property_conversion.mlir
// A string property given an integer.
func.func @f(%a: i1) {
  "cf.assert"(%a) <{msg = 3 : i32}> : (i1) -> ()
  return
}
// expected-error@-3 {{invalid properties {msg = 3 : i32} for op cf.assert: Invalid attribute `msg` in property conversion: 3 : i32}}
// -----
// from fail/cf_br_not_terminator.mlir
// cf.br must end its block.
func.func @f() {
  cf.br ^bb1
  return
^bb1:
  return
}
// expected-error@-5 {{operation with block successors must terminate its parent block}}
// -----
// from fail/cf_br_operand_count.mlir
// cf.br must pass one operand per block argument (emitError: no op prefix).
func.func @f(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1:
  return
}
// expected-error@-4 {{branch has 1 operands for successor #0, but target block has 0}}
// -----
// from fail/cf_br_operand_type.mlir
// cf.br operand types must match the block's arguments.
func.func @f(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%b: i64):
  return
}
// expected-error@-4 {{type mismatch for bb argument #0 of successor #0}}
// -----
// from fail/cf_cond_br_condition.mlir
// cf.cond_br's condition must be i1 (generic form).
func.func @f(%c: i32) {
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// expected-error@-4 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
// -----
// from fail/cf_cond_br_false_count.mlir
// cf.cond_br checks the false destination's arguments too (successor #1).
func.func @f(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb1(%a : i32)
^bb1:
  return
}
// expected-error@-4 {{branch has 1 operands for successor #1, but target block has 0}}
// -----
// from fail/cf_cond_br_generic_no_segment_sizes.mlir
func.func @f(%c: i1) {
  "cf.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  return
^bb2:
  return
}
// expected-error@-6 {{'cf.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
// -----
// from fail/cf_cond_br_segment_sizes_kind.mlir
// operandSegmentSizes must be an array<i32: ...>.
func.func @f(%c: i1) {
  "cf.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i64: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}
// expected-error@-4 {{invalid properties {operandSegmentSizes = array<i64: 1, 0, 0>} for op cf.cond_br: expected DenseI32ArrayAttr for key `value`}}
// -----
// from fail/cf_cond_br_segment_sizes_length.mlir
// operandSegmentSizes set from <{...}> must have one size per operand group.
func.func @f(%c: i1) {
  "cf.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> ()
^bb1:
  return
}
// expected-error@-4 {{invalid properties {operandSegmentSizes = array<i32: 1, 0>} for op cf.cond_br: size mismatch in attribute conversion: 2 vs 3}}
// -----
// from fail/cf_cond_br_weights.mlir
// cf.cond_br needs one weight per successor.
func.func @f(%c: i1) {
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}
// expected-error@-4 {{expects number of branch weights to match number of successors: 3 vs 2}}
// -----
// from fail/cf_cond_br_weights_generic_form.mlir
// Bound in the format, weights are the stripped form '[1, 2]', not the generic 'array<...>'.
func.func @f(%c: i1) {
  cf.cond_br %c weights(array<i32: 1, 2>), ^bb1, ^bb1
^bb1:
  return
}
// expected-error@-4 {{expected '['}}
// -----
// from fail/cf_cond_br_weights_zero.mlir
// cf.cond_br weights cannot all be zero.
func.func @f(%c: i1) {
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb1
^bb1:
  return
}
// expected-error@-4 {{branch weights cannot all be zero}}
// -----
// from fail/cf_parse_cond_br_weights.mlir
// cf.cond_br weights are a bracketed list.
func.func @f(%c: i1) {
  cf.cond_br %c weights(1, 2), ^bb1, ^bb1
^bb1:
  return
}
// expected-error@-4 {{expected '['}}
// -----
// from fail/cf_parse_switch_case_colon.mlir
// Each cf.switch case is `value: ^dest`.
func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
    1 ^bb1
  ]
^bb1:
  return
}
// expected-error@-5 {{expected ':'}}
// -----
// from fail/cf_parse_switch_result_number.mlir
// cf.switch default operands take no result numbers.
func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1(%c#0 : i32)
  ]
^bb1(%x: i32):
  return
}
// expected-error@-5 {{result number not allowed in argument list}}
// -----
// from fail/cf_parse_switch_value_too_large.mlir
// cf.switch case values are 64-bit integers.
func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
    99999999999999999999: ^bb1
  ]
^bb1:
  return
}
// expected-error@-5 {{custom op 'cf.switch' integer value too large}}
// -----
// from fail/cf_switch_case_count.mlir
// cf.switch needs one case value per case destination (generic form).
func.func @f(%x: i32) {
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// expected-error@-4 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
// -----
// from fail/cf_switch_case_operands.mlir
// cf.switch checks each case destination's arguments (successor #2 here).
func.func @f(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    1: ^bb1,
    2: ^bb1(%x : i32)
  ]
^bb1:
  return
}
// expected-error@-8 {{branch has 1 operands for successor #2, but target block has 0}}
// -----
// from fail/cf_switch_case_segments.mlir
// cf.switch case operand segments must add up to the case operands (generic form).
func.func @f(%x: i32) {
  "cf.switch"(%x, %x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
}
// expected-error@-4 {{'cf.switch' op caseOperands count (1) does not match with the total size (0) specified in attribute 'case_operand_segments'}}
// -----
// from fail/cf_switch_case_type.mlir
// cf.switch's case values must have the flag's type (generic form).
func.func @f(%x: i32) {
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// expected-error@-4 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
// -----
// from fail/cf_switch_flag_type.mlir
// cf.switch's flag type must be an integer type.
func.func @f(%x: f32) {
  cf.switch %x : f32, [
    default: ^bb1
  ]
^bb1:
  return
}
// expected-error@-6 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
// -----
// from fail/cf_switch_no_default.mlir
// cf.switch's case list starts with `default`.
func.func @f(%x: i32) {
  cf.switch %x : i32, [
    1: ^bb1
  ]
^bb1:
  return
}
// expected-error@-5 {{custom op 'cf.switch' expected 'default'}}
