// bitcast folds poison only to a scalar: on vectors and tensors upstream's fold gives up
// first (a cast to the same type still folds to its operand).
func.func @f(%x: vector<4xi32>) -> (vector<4xf32>, f32, tensor<2xi16>, vector<4xf32>) {
  %p = ub.poison : vector<4xi32>
  %0 = arith.bitcast %p : vector<4xi32> to vector<4xf32>
  %q = ub.poison : i32
  %1 = arith.bitcast %q : i32 to f32
  %t = ub.poison : tensor<2xf16>
  %2 = arith.bitcast %t : tensor<2xf16> to tensor<2xi16>
  %3 = arith.bitcast %x : vector<4xi32> to vector<4xf32>
  %4 = arith.bitcast %3 : vector<4xf32> to vector<4xi32>
  %pp = ub.poison : vector<4xf32>
  %5 = arith.bitcast %pp : vector<4xf32> to vector<4xf32>
  return %0, %1, %2, %5 : vector<4xf32>, f32, tensor<2xi16>, vector<4xf32>
}
