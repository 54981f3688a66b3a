// Toy IR that the dialect rejects, with the messages it gives (checked by `tests/toy.rs`
// through `toy-opt --split-input-file --verify-diagnostics`).

toy.func @transpose_shape(%a: tensor<2x3xf64>) {
  // expected-error @+1 {{'toy.transpose' op expected result shape to be a transpose of the input}}
  %0 = toy.transpose(%a : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.return
}

// -----

toy.func @reshape_count(%a: tensor<2x3xf64>) {
  // expected-error @+1 {{'toy.reshape' op expects the input and the result to have the same number of elements, but the input has 6 and the result 5}}
  %0 = toy.reshape(%a : tensor<2x3xf64>) to tensor<5xf64>
  toy.return
}

// -----

toy.func @reshape_unranked(%a: tensor<2x3xf64>) {
  // expected-error @+1 {{custom op 'toy.reshape' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf64>'}}
  %0 = toy.reshape(%a : tensor<2x3xf64>) to tensor<*xf64>
  toy.return
}

// -----

toy.func @reshape_dynamic(%a: tensor<2x3xf64>) {
  // expected-error @+1 {{'toy.reshape' op result #0 must be statically shaped tensor of 64-bit float values, but got 'tensor<?x3xf64>'}}
  %0 = toy.reshape(%a : tensor<2x3xf64>) to tensor<?x3xf64>
  toy.return
}

// -----

toy.func @cast_shapes(%a: tensor<2x3xf64>) {
  // expected-error @+1 {{'toy.cast' op operand type 'tensor<2x3xf64>' and result type 'tensor<3x2xf64>' are cast incompatible}}
  %0 = toy.cast %a : tensor<2x3xf64> to tensor<3x2xf64>
  toy.return
}

// -----

toy.func @return_count(%a: tensor<2x3xf64>) -> tensor<*xf64> {
  // expected-error @+1 {{'toy.return' op does not return the same number of values (0) as the enclosing function (1)}}
  toy.return
}

// -----

toy.func @return_type(%a: tensor<2x3xf64>) -> tensor<3x2xf64> {
  // expected-error @+1 {{'toy.return' op type of return operand ('tensor<2x3xf64>') doesn't match function result type ('tensor<3x2xf64>')}}
  toy.return %a : tensor<2x3xf64>
}

// -----

toy.func @return_two(%a: tensor<2x3xf64>) -> tensor<*xf64> {
  // expected-error @+1 {{'toy.return' op expects at most 1 return operand}}
  toy.return %a, %a : tensor<2x3xf64>, tensor<2x3xf64>
}

// -----

// expected-error @+1 {{'toy.return' op expects parent op 'toy.func'}}
toy.return

// -----

toy.func @unknown_callee(%a: tensor<2x3xf64>) -> tensor<*xf64> {
  // expected-error @+1 {{'toy.generic_call' op 'g' does not reference a toy.func}}
  %0 = toy.generic_call @g(%a) : (tensor<2x3xf64>) -> tensor<*xf64>
  toy.return %0 : tensor<*xf64>
}

// -----

toy.func @call_arity(%a: tensor<2x3xf64>) -> tensor<*xf64> {
  // expected-error @+1 {{'toy.generic_call' op passes 2 arguments, but @call_arity takes 1}}
  %0 = toy.generic_call @call_arity(%a, %a) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
  toy.return %0 : tensor<*xf64>
}

// -----

toy.func @constant_f32() {
  // expected-error @+1 {{'toy.constant' op attribute 'value' failed to satisfy constraint: 64-bit float elements attribute}}
  %c = toy.constant dense<[1.0, 2.0]> : tensor<2xf32>
  toy.return
}

// -----

toy.func @constant_type() {
  // expected-error @+1 {{'toy.constant' op failed to verify that all of {value, result} have same type}}
  %c = "toy.constant"() <{value = dense<[1.0, 2.0]> : tensor<2xf64>}> : () -> tensor<*xf64>
  toy.return
}

// -----

toy.func @binary_types(%a: tensor<2x3xf64>) {
  // expected-error @+1 {{custom op 'toy.add' expected a function type with two inputs and one result}}
  %0 = toy.add %a, %a : (tensor<2x3xf64>) -> tensor<*xf64>
  toy.return
}

// -----

toy.func @not_a_tensor(%a: i32) {
  // expected-error @+1 {{custom op 'toy.print' invalid kind of type specified}}
  toy.print %a : i32
  toy.return
}

// -----

toy.func @not_f64(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{'toy.print' op operand #0 must be tensor of 64-bit float values, but got 'tensor<2x3xi32>'}}
  toy.print %a : tensor<2x3xi32>
  toy.return
}

// -----

// expected-error @+1 {{'toy.func' op type of entry block argument #0('tensor<*xf64>') must match the type of the corresponding argument in function signature('tensor<2x3xf64>')}}
"toy.func"() <{function_type = (tensor<2x3xf64>) -> (), sym_name = "entry_block"}> ({
^bb0(%b: tensor<*xf64>):
  toy.return
}) : () -> ()

// -----

// an array parameter holds at least one element (MLIR's comma-separated list parser)
// expected-error @+2 {{expected non-function type}}
// expected-error @+1 {{failed to parse StructType parameter 'element_types'}}
toy.func private @empty_struct(%s: !toy.struct<>)

// -----

// expected-error @+1 {{the elements of a struct are tensors of f64 or structs, not 'i32'}}
toy.func private @bad_element(%s: !toy.struct<i32>)

// -----

toy.func @out_of_range(%s: !toy.struct<tensor<*xf64>>) {
  // expected-error @+1 {{'toy.struct_access' op index 1 is out of range: the struct has 1 elements}}
  %0 = toy.struct_access %s[1] : !toy.struct<tensor<*xf64>> -> tensor<*xf64>
  toy.return
}

// -----

toy.func @wrong_result(%s: !toy.struct<tensor<*xf64>>) {
  // expected-error @+1 {{'toy.struct_access' op must have the same result type as the struct element referred to by the index}}
  %0 = toy.struct_access %s[0] : !toy.struct<tensor<*xf64>> -> tensor<2xf64>
  toy.return
}

// -----

toy.func @short_constant() {
  // expected-error @+1 {{'toy.struct_constant' op a constant of type '!toy.struct<tensor<*xf64>, tensor<*xf64>>' is an array of 2 values}}
  %0 = toy.struct_constant [dense<1.0> : tensor<f64>] : !toy.struct<tensor<*xf64>, tensor<*xf64>>
  toy.return
}

// -----

toy.func @not_a_struct(%t: tensor<*xf64>) {
  // expected-error @+1 {{'toy.struct_access' op operand #0 must be Toy struct type, but got 'tensor<*xf64>'}}
  %0 = "toy.struct_access"(%t) <{index = 0 : i64}> : (tensor<*xf64>) -> tensor<*xf64>
  toy.return
}
