// A random program (ods_tests::gen::memory_program, seed 10).
module {
  func.func @m0(%off_0: memref<4xf32, strided<[?], offset: 3>>, %x_1: memref<f32>) -> (i32, index) {
    affine.if affine_set<() : ((0) mod 2 >= 0)>() {
      %ci2 = arith.constant 0 : i32
      %acc3 = arith.muli %ci2, %ci2 : i32
      %cst4 = arith.constant 2.5 : f32
      %r6 = affine.for %i5 = -2 to affine_map<() -> (0)>() step 16 iter_args(%acc7 = %cst4) -> (f32) {
        %buf8 = memref.alloc() : memref<4xi32>
        memref.store %acc3, %buf8[%i5] : memref<4xi32>
        affine.for %i9 = max affine_map<(d0, d1) -> ((d0) - ((d1) + (0)), d0)>(%i5, %i5) to affine_map<(d0, d1) -> ((2) - ((d0) + (d0)))>(%i5, %i5) {
          %e11 = tensor.empty() : tensor<2x3x4xi32>
          %slice12 = tensor.extract_slice %e11[0, 0, 1] [1, %i5, 1] [1, 1, 1] : tensor<2x3x4xi32> to tensor<1x?x1xi32>
        }
        %cst13 = arith.constant 2.5 : f32
        affine.yield %cst13 : f32
      }
    } else {
      %c3_14 = arith.constant 3 : index
      %d15 = memref.dim %off_0, %c3_14 : memref<4xf32, strided<[?], offset: 3>>
      affine.yield
    }
    %idx16 = affine.apply affine_map<() -> ((-(2)) ceildiv 2)> ()
    %ci17 = arith.constant 42 : i32
    return %ci17, %idx16 : i32, index
  }
  func.func @m1(%x_0: index, %A_1: index) -> index {
    %tile1 = memref.alloca(%A_1) {alignment = 64 : i64} : memref<?xf32>
    affine.if affine_set<(d0, d1) : (d1 == 0)>(%x_0, %A_1) {
      %c1_3 = arith.constant 1 : index
      %c1_4 = arith.constant 1 : index
      %ci5 = arith.constant -7 : i32
      %loop7 = scf.for %k6 = %c1_3 to %x_0 step %c1_4 iter_args(%it8 = %ci5) -> (i32) {
        %bnd9 = affine.min affine_map<(d0) -> ((7) + ((2) mod 5), d0)> (%A_1)
        scf.yield %it8 : i32
      }
      %idx10 = affine.apply affine_map<(d0, d1) -> ((d0) * 2)> (%x_0, %c1_4)
      %e11 = tensor.empty(%x_0) : tensor<?xf32>
      %elt12 = tensor.extract %e11[%x_0] : tensor<?xf32>
    }
    %cst13 = arith.constant 0.0 : f32
    %sum14 = arith.addf %cst13, %cst13 : f32
    %idx15 = affine.apply affine_map<(d0, d1) -> (d1)> (%x_0, %A_1)
    %cst16 = arith.constant 0.0 : f32
    %sum17 = arith.mulf %cst13, %cst16 : f32
    %e18 = tensor.empty() : tensor<16xi32>
    %c8_19 = arith.constant 8 : index
    %elt20 = tensor.extract %e18[%c8_19] : tensor<16xi32>
    %bnd21 = affine.max affine_map<(d0)[s0, s1] -> (((s1) + (7)) - (2 * (0)))> (%x_0)[%idx15, %A_1]
    %r23:2 = affine.for %i22 = -2 to -2 iter_args(%acc24 = %x_0, %acc25 = %elt20) -> (index, i32) {
      %acc26 = arith.subi %elt20, %acc25 : i32
      %view27 = memref.subview %tile1[0] [1] [1] : memref<?xf32> to memref<f32, strided<[]>>
      %acc28 = arith.muli %c8_19, %acc24 : index
      %val29 = memref.load %tile1[%idx15] {nontemporal = true} : memref<?xf32>
      affine.yield %c8_19, %acc26 : index, i32
    }
    return %A_1 : index
  }
  func.func @m2(%off_0: index, %x_1: memref<i32>, %t_2: i32) -> (f32, f32) {
    %bnd1 = affine.max affine_map<(d0, d1)[s0, s1] -> (((0) mod s1) - (s1), (5 * (s0)) * 4, 7)> (%off_0, %off_0)[%off_0, %off_0]
    %idx2 = affine.apply affine_map<(d0, d1) -> ((5 * (d1)) floordiv 3)> (%bnd1, %off_0)
    affine.for %i3 = %idx2 to min affine_map<(d0)[s0] -> ((7) floordiv 4, (s0) floordiv 4)>(%off_0)[%bnd1] {
      affine.yield
    }
    %ci5 = arith.constant 1 : i32
    %r7 = affine.for %i6 = affine_map<(d0)[s0] -> (d0)>(%idx2)[%bnd1] to %bnd1 iter_args(%acc8 = %ci5) -> (i32) {
      %ci9 = arith.constant 0 : i32
      %acc10 = arith.addi %ci9, %ci5 : i32
      %buf11 = memref.alloc() : memref<f32>
      %buf12 = memref.alloc(%i6, %i6) : memref<?x?xf32>
      %cst13 = arith.constant 2.5 : f32
      memref.store %cst13, %buf12[%off_0, %i6] {nontemporal = true} : memref<?x?xf32>
      %e14 = tensor.empty() : tensor<16xf32>
      %elt15 = tensor.extract %e14[%idx2] : tensor<16xf32>
      affine.yield %ci5 : i32
    }
    %cst16 = arith.constant 0.0 : f32
    return %cst16, %cst16 : f32, f32
  }
}
