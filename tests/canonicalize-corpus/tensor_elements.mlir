// tensor.extract (splats, dense constants, from_elements, casts, index_casts, generate
// bodies), from_elements of constants, insert of a splat's value, rank, tensor.empty and
// tensor.generate with constant sizes, casts of tensor.empty, single-input concat.
func.func @ext_from_elements(%a: f32, %b: f32, %c: f32, %d: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %a, %b, %c, %d : tensor<2x2xf32>
  %x = tensor.extract %t[%c1, %c0] : tensor<2x2xf32>
  %y = tensor.extract %t[%c1, %c1] : tensor<2x2xf32>
  return %x, %y : f32, f32
}

// -----

func.func @ext_const() -> (i32, i32, f32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %s = arith.constant dense<2.5> : tensor<4x4xf32>
  %x = tensor.extract %t[%c2] : tensor<3xi32>
  %y = tensor.extract %t[%c0] : tensor<3xi32>
  %z = tensor.extract %s[%c0, %c2] : tensor<4x4xf32>
  return %x, %y, %z : i32, i32, f32
}

// -----

func.func @ext_splat_dyn(%i: index) -> f32 {
  %s = arith.constant dense<2.5> : tensor<4x4xf32>
  %z = tensor.extract %s[%i, %i] : tensor<4x4xf32>
  return %z : f32
}

// -----

func.func @ext_cast(%t: tensor<?xi32>, %i: index) -> i32 {
  %c = tensor.cast %t : tensor<?xi32> to tensor<4xi32>
  %x = tensor.extract %c[%i] : tensor<4xi32>
  return %x : i32
}

// -----

func.func @ext_oob() -> i32 {
  %c5 = arith.constant 5 : index
  %t = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %x = tensor.extract %t[%c5] : tensor<3xi32>
  return %x : i32
}

// -----

func.func @from_const() -> tensor<3xi32> {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %t = tensor.from_elements %a, %b, %a : tensor<3xi32>
  return %t : tensor<3xi32>
}

// -----

func.func @from_splat() -> tensor<2xf32> {
  %a = arith.constant 1.0 : f32
  %t = tensor.from_elements %a, %a : tensor<2xf32>
  return %t : tensor<2xf32>
}

// -----

func.func @from_index() -> tensor<2xindex> {
  %a = arith.constant 1 : index
  %b = arith.constant 7 : index
  %t = tensor.from_elements %a, %b : tensor<2xindex>
  return %t : tensor<2xindex>
}

// -----

func.func @idx_cast(%t: tensor<3xi32>, %i: index) -> index {
  %c = arith.index_cast %t : tensor<3xi32> to tensor<3xindex>
  %x = tensor.extract %c[%i] : tensor<3xindex>
  return %x : index
}

// -----

func.func @insert_splat() -> tensor<3xi32> {
  %c0 = arith.constant 0 : index
  %a = arith.constant 1 : i32
  %t = arith.constant dense<1> : tensor<3xi32>
  %r = tensor.insert %a into %t[%c0] : tensor<3xi32>
  return %r : tensor<3xi32>
}

// -----

func.func @empty(%n: index) -> tensor<?x?x?xf32> {
  %c5 = arith.constant 5 : index
  %e = tensor.empty(%n, %c5, %c5) : tensor<?x?x?xf32>
  return %e : tensor<?x?x?xf32>
}

// -----

func.func @empty_cast(%n: index, %m: index) -> tensor<4x?xf32> {
  %e = tensor.empty(%n, %m) : tensor<?x?xf32>
  %c = tensor.cast %e : tensor<?x?xf32> to tensor<4x?xf32>
  return %c : tensor<4x?xf32>
}

// -----

func.func @concat1(%a: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %c = tensor.concat dim(0) %a : (tensor<4x?xf32>) -> tensor<4x?xf32>
  return %c : tensor<4x?xf32>
}

// -----

func.func @concat1b(%a: tensor<4x?xf32>) -> tensor<?x?xf32> {
  %c = tensor.concat dim(0) %a : (tensor<4x?xf32>) -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}

// -----

func.func @rank(%a: tensor<4x?xf32>) -> index {
  %r = tensor.rank %a : tensor<4x?xf32>
  return %r : index
}

// -----

func.func @gen(%n: index) -> (tensor<?x?xindex>, index) {
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %g = tensor.generate %n, %c3 {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x?xindex>
  %e = tensor.extract %g[%c1, %n] : tensor<?x?xindex>
  return %g, %e : tensor<?x?xindex>, index
}
