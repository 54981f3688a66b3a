// ARGS: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// from fail/func_arg_attr_no_dialect.mlir
// Argument attributes must have dialect-prefixed names.
func.func private @f(i32 {nodialect})
// expected-error@-1 {{'func.func' op arguments may only have dialect attributes}}
// -----
// from fail/func_arg_attrs_count.mlir
// arg_attrs must have one dictionary per argument.
"func.func"() <{function_type = (i32) -> (), sym_name = "f", sym_visibility = "private", arg_attrs = [{}, {}]}> ({
}) : () -> ()
// expected-error@-2 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
// -----
// from fail/func_bad_visibility.mlir
// sym_visibility must be one of public, private, nested.
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "hidden"}> ({
}) : () -> ()
// expected-error@-2 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
// -----
// from fail/func_call_indirect_not_fn.mlir
// func.call_indirect's callee type must be a function type.
func.func @f(%g: i32) {
  call_indirect %g() : i32
  return
}
// expected-error@-3 {{custom op 'func.call_indirect' invalid kind of type specified: expected builtin.function, but found 'i32'}}
// -----
// from fail/func_call_indirect_types.mlir
// func.call_indirect's argument types come from the callee type (generic form breaks that).
func.func @f(%g: (i32) -> i32, %a: i64) {
  %0 = "func.call_indirect"(%g, %a) : ((i32) -> i32, i64) -> i32
  return
}
// expected-error@-3 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
// -----
// from fail/func_call_not_function.mlir
// func.call's callee must be a func.func, not another symbol.
"foo.sym"() {sym_name = "s"} : () -> ()
func.func @f() {
  call @s() : () -> ()
  return
}
// expected-error@-3 {{'func.call' op 's' does not reference a valid function}}
// -----
// from fail/func_call_operand_count.mlir
// func.call operands must match the callee's inputs in number.
func.func private @g(i32)
func.func @f(%a: i32) {
  call @g(%a, %a) : (i32, i32) -> ()
  return
}
// expected-error@-3 {{'func.call' op incorrect number of operands for callee}}
// -----
// from fail/func_call_operand_type.mlir
// func.call operand types must match the callee's inputs.
func.func private @g(i32, i64)
func.func @f(%a: i32) {
  call @g(%a, %a) : (i32, i32) -> ()
  return
}
// expected-error@-3 {{'func.call' op operand type mismatch: expected operand type 'i64', but provided 'i32' for operand number 1}}
// -----
// from fail/func_call_result_count.mlir
// func.call results must match the callee's results in number.
func.func private @g() -> (i32, i32)
func.func @f() {
  %0 = call @g() : () -> i32
  return
}
// expected-error@-3 {{'func.call' op incorrect number of results for callee}}
// -----
// from fail/func_call_result_type.mlir
// func.call result types must match the callee's; two notes list both.
func.func private @g() -> (i32, f32)
func.func @f() {
  %0:2 = call @g() : () -> (i32, i32)
  return
}
// expected-error@-3 {{'func.call' op result type mismatch at index 1}}
// expected-note@-4 {{      op result types: 'i32', 'i32'}}
// expected-note@-5 {{function result types: 'i32', 'f32'}}
// -----
// from fail/func_call_undefined.mlir
// func.call must name a function of the nearest symbol table.
func.func @f() {
  call @missing() : () -> ()
  return
}
// expected-error@-3 {{'func.call' op 'missing' does not reference a valid function}}
// -----
// from fail/func_constant_type.mlir
// func.constant's type must be the function's type.
func.func private @g(i32) -> i32
func.func @f() {
  %0 = constant @g : (i32) -> i64
  return
}
// expected-error@-3 {{'func.constant' op reference to function with mismatched type}}
// -----
// from fail/func_constant_undefined.mlir
// func.constant must name an existing function.
func.func @f() {
  %0 = constant @nope : () -> ()
  return
}
// expected-error@-3 {{'func.constant' op reference to undefined function 'nope'}}
// -----
// from fail/func_empty_body.mlir
// A function body may not be empty braces.
func.func @f() {}
// expected-error@-1 {{custom op 'func.func' expected non-empty function body}}
// -----
// from fail/func_entry_block_args.mlir
// The entry block's arguments must match the signature (generic form).
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()
// expected-error@-4 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
// -----
// from fail/func_entry_block_count.mlir
// The entry block must have one argument per function input (generic form).
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
// expected-error@-3 {{'func.func' op entry block must have 1 arguments to match function signature}}
// -----
// from fail/func_function_type_attr.mlir
// function_type must be a type attribute of a function type.
"func.func"() <{function_type = i32, sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()
// expected-error@-2 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
// -----
// from fail/func_inferred_attribute.mlir
// sym_name may not be repeated in the attribute dictionary.
func.func @f() attributes {sym_name = "g"} {
  return
}
// expected-error@-3 {{custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
// -----
// from fail/func_missing_name.mlir
// func.func needs a symbol name.
func.func (i32)
// expected-error@-1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
// -----
// from fail/func_missing_sym_name.mlir
// func.func requires sym_name (generic form).
"func.func"() <{function_type = () -> (), sym_visibility = "private"}> ({
}) : () -> ()
// expected-error@-2 {{'func.func' op requires attribute 'sym_name'}}
// -----
// from fail/func_mixed_args.mlir
// Named and unnamed arguments cannot be mixed.
func.func private @f(%a: i32, i64)
// expected-error@-1 {{custom op 'func.func' expected SSA identifier}}
// -----
// from fail/func_mixed_args2.mlir
// Unnamed then named arguments cannot be mixed.
func.func private @f(i64, %a: i32)
// expected-error@-1 {{custom op 'func.func' expected type instead of SSA identifier}}
// -----
// from fail/func_parse_arg_colon.mlir
// A named function argument needs `: type`.
func.func @f(%a i32)
// expected-error@-1 {{expected ':'}}
// -----
// from fail/func_parse_call_indirect_type.mlir
// func.call_indirect resolves its callee with the written function type.
func.func @f(%g: () -> ()) {
  func.call_indirect %g() : () -> (i32)
  return
}
// expected-error@-3 {{use of value '%g' expects different type than prior uses: '() -> i32' vs '() -> ()'}}
// expected-note@-5 {{prior use here}}
// -----
// from fail/func_parse_entry_block_name.mlir
// Named arguments are the entry block: the body cannot name it.
func.func @f(%a: i32) {
^bb0:
  return
}
// expected-error@-3 {{invalid block name in region with named arguments}}
// -----
// from fail/func_public_declaration.mlir
// An external function (no body) cannot be public.
func.func @decl(i32)
// expected-error@-1 {{'func.func' op symbol declaration cannot have public visibility}}
// -----
// from fail/func_res_attr_no_dialect.mlir
// Result attributes must have dialect-prefixed names.
func.func private @f() -> (i32 {nodialect})
// expected-error@-1 {{'func.func' op results may only have dialect attributes}}
// -----
// from fail/func_return_count.mlir
// func.return must return as many values as the function's results.
func.func @f(%a: i32) -> (i32, i32) {
  return %a : i32
}
// expected-error@-2 {{'func.return' op has 1 operands, but enclosing function (@f) returns 2}}
// -----
// from fail/func_return_parent.mlir
// func.return is only valid directly inside func.func.
"foo.region"() ({
  func.return
}) : () -> ()
// expected-error@-2 {{'func.return' op expects parent op 'func.func'}}
// -----
// from fail/func_return_type.mlir
// func.return operand types must match the function's result types (emitError: no op prefix).
func.func @f(%a: i32) -> i64 {
  return %a : i32
}
// expected-error@-2 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f}}
// -----
// from fail/func_symbol_redefinition.mlir
// Two functions named @f in one module.
module {
  func.func @f() {
    return
  }
  func.func private @g()
  func.func @f() {
    return
  }
}
// expected-error@-4 {{redefinition of symbol named 'f'}}
// expected-note@-9 {{see existing symbol definition here}}
// -----
// from fail/func_unnamed_args_empty_body.mlir
// An unnamed signature with an empty body: one empty entry block without arguments.
func.func @f(f32) {}
// expected-error@-1 {{'func.func' op entry block must have 1 arguments to match function signature}}
// -----
// from fail/func_unnamed_args_entry_block_extra.mlir
// With an unnamed signature, an entry block that declares more arguments than the signature
// has is a parse error, reported after the entry block.
func.func @f(f32) {
^bb0(%a: f32, %b: f32):
  return
}
// expected-error@-1 {{entry block arguments were already defined}}
// -----
// from fail/func_unnamed_args_entry_block_extra_more_blocks.mlir
// The extra entry block argument is reported at the next block's label.
func.func @f(f32) {
^bb0(%a: f32, %b: i32, %c: i8):
  cf.br ^bb1
^bb1:
  return
}
// expected-error@-3 {{entry block arguments were already defined}}
// -----
// from fail/func_unnamed_args_entry_block_fewer.mlir
// Fewer entry block arguments than the unnamed signature has: a verifier error.
func.func @f(f32, i32) -> f32 {
^bb0(%a: f32):
  return %a : f32
}
// expected-error@-4 {{'func.func' op entry block must have 2 arguments to match function signature}}
// -----
// from fail/func_unnamed_args_entry_block_type.mlir
// With an unnamed signature, the entry block's arguments must still match it.
func.func @f(f32) -> i32 {
^bb0(%a: i32):
  return %a : i32
}
// expected-error@-4 {{'func.func' op type of entry block argument #0('i32') must match the type of the corresponding argument in function signature('f32')}}
