// A small program in MLIR's generic form. ods-opt parses, verifies and prints it back
// exactly as mlir-opt 22 does.
#scale = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1, s0)>
"toy.func"() <{sym_name = "hello", function_type = (tensor<2x3xf64>) -> tensor<3x2xf64>}> ({
^bb0(%input: tensor<2x3xf64>):
  %c = "toy.constant"() {value = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
  %sum = "toy.add"(%input, %c) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %t = "toy.transpose"(%sum) {layout = #scale} : (tensor<2x3xf64>) -> tensor<3x2xf64>
  "toy.cond"(%t)[^done, ^again] : (tensor<3x2xf64>) -> ()
^again:
  "toy.print"(%t) : (tensor<3x2xf64>) -> ()
  "toy.br"()[^done] : () -> ()
^done:
  "toy.return"(%t) : (tensor<3x2xf64>) -> ()
}) : () -> ()
