// ARGS: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// from fail/ub_poison_attr_kind.mlir
// The value of ub.poison is a poison attribute.
%0 = "ub.poison"() {value = 1 : i32} : () -> i64
// expected-error@-1 {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
// -----
// from fail/ub_poison_bad_attr_syntax.mlir
// The poison attribute is written in angle brackets after ub.poison.
%0 = ub.poison #ub.poison : i32
// expected-error@-1 {{expected ':'}}
// -----
// from fail/ub_poison_prop_kind.mlir
// A poison property holding another kind of attribute.
%0 = "ub.poison"() <{value = "x"}> : () -> i64
// expected-error@-1 {{invalid properties {value = "x"} for op ub.poison: Invalid attribute `value` in property conversion: "x"}}
// -----
// from fail/ub_poison_value_kind.mlir
// The poison attribute written in the custom form must be a poison attribute.
%0 = ub.poison <1 : i32> : i32
// expected-error@-1 {{custom op 'ub.poison' invalid kind of attribute specified}}
// -----
// from fail/ub_unknown_attr.mlir
// The ub dialect has one attribute, poison.
"test.x"() {a = #ub.undef} : () -> ()
// expected-error@-1 {{unknown attribute `undef` in dialect `ub`}}
// -----
// from fail/ub_unreachable_not_last.mlir
// ub.unreachable is a terminator.
func.func @f() {
  ub.unreachable
  "test.after"() : () -> ()
}
// expected-error@-3 {{'ub.unreachable' op must be the last operation in the parent block}}
// -----
// from fail/ub_unreachable_operand.mlir
// ub.unreachable has no operands.
func.func @f(%a: i32) {
  "ub.unreachable"(%a) : (i32) -> ()
}
// expected-error@-2 {{'ub.unreachable' op requires zero operands}}
// -----
// from fail/ub_unreachable_result.mlir
// ub.unreachable has no results.
func.func @f() {
  %0 = "ub.unreachable"() : () -> i32
}
// expected-error@-2 {{'ub.unreachable' op requires zero results}}
