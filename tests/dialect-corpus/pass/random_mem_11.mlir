// A random program (ods_tests::gen::memory_program, seed 11).
module {
  func.func @m0(%m_0: tensor<?xf32>, %buf_1: tensor<i32>, %n_2: memref<?xf32>, %t_3: memref<16xf32>) -> tensor<?xf32> {
    %cst1 = arith.constant -4.0e+00 : f32
    %sum2 = arith.addf %cst1, %cst1 : f32
    %c16_3 = arith.constant 16 : index
    %d4 = tensor.dim %m_0, %c16_3 : tensor<?xf32>
    %sum5 = arith.mulf %cst1, %cst1 : f32
    memref.store %sum2, %t_3[%c16_3] {nontemporal = true} : memref<16xf32>
    %idx6 = affine.apply affine_map<(d0, d1) -> (7)> (%c16_3, %d4)
    %val7 = memref.load %n_2[%d4] : memref<?xf32>
    %cast8 = memref.cast %n_2 : memref<?xf32> to memref<?xf32>
    %r10 = affine.for %i9 = %c16_3 to affine_map<(d0, d1)[s0] -> (0)>(%idx6, %d4)[%idx6] step 3 iter_args(%acc11 = %c16_3) -> (index) {
      %tile12 = memref.alloca() : memref<4x8xf32>
      %ld13 = affine.load %tile12[(%i9) floordiv 2, %c16_3] : memref<4x8xf32>
      affine.if affine_set<(d0, d1)[s0] : ((d1) * 4 >= 0)>(%c16_3, %i9)[%d4] {
        %e15 = tensor.empty(%i9) : tensor<?x8xf32>
        %slice16 = tensor.extract_slice %e15[0, 3] [1, 5] [1, 1] : tensor<?x8xf32> to tensor<1x5xf32>
        %ins17 = tensor.insert_slice %slice16 into %e15[0, 3] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x8xf32>
      } else {
        %c4_18 = arith.constant 4 : index
        %acc19 = arith.subi %c4_18, %d4 : index
      }
      %cst20 = arith.constant 1.0 : f32
      %cst21 = arith.constant 1.0 : f32
      %sum22 = arith.subf %cst20, %cst21 : f32
      affine.yield %d4 : index
    }
    %upd23 = tensor.insert %sum5 into %m_0[%c16_3] : tensor<?xf32>
    return %upd23 : tensor<?xf32>
  }
  func.func @m1(%m_0: i32, %t_1: memref<?x?xf32>, %A_2: index, %A_3: memref<?xf32>, %x_4: i32, %A_5: index) {
    %cast1 = memref.cast %A_3 : memref<?xf32> to memref<4xf32>
    %idx2 = affine.apply affine_map<()[s0, s1] -> (s1)> ()[%A_5, %A_2]
    affine.for %i3 = max affine_map<()[s0, s1] -> ((s1) floordiv 2, s0)>()[%A_2, %idx2] to 1 {
      %c16_5 = arith.constant 16 : index
      %c3_6 = arith.constant 3 : index
      %c1_7 = arith.constant 1 : index
      %loop9:2 = scf.for %k8 = %c16_5 to %c3_6 step %c1_7 iter_args(%it10 = %x_4, %it11 = %m_0) -> (i32, i32) {
        %acc12 = arith.muli %it11, %x_4 : i32
        affine.for %i13 = affine_map<()[s0] -> (s0)>()[%c3_6] to 4 {
          %idx15 = affine.apply affine_map<(d0)[s0, s1] -> (((1) ceildiv 2) - ((s0) + (2)))> (%idx2)[%c16_5, %c1_7]
          %e16 = tensor.empty() : tensor<2x3x4xf32>
          %cst17 = arith.constant -4.0e+00 : f32
          %upd18 = tensor.insert %cst17 into %e16[%A_2, %A_2, %i3] : tensor<2x3x4xf32>
          %c3_19 = arith.constant 3 : index
          %elt20 = tensor.extract %upd18[%A_5, %c3_19, %i3] : tensor<2x3x4xf32>
          %tile21 = memref.alloca() : memref<4x8xi32>
          %view22 = memref.subview %tile21[1, 0] [2, 8] [1, 1] : memref<4x8xi32> to memref<2x8xi32, strided<[8, 1], offset: 8>>
        }
        %ci23 = arith.constant 1 : i32
        scf.yield %it11, %ci23 : i32, i32
      }
      %cst24 = arith.constant 1.0 : f32
      affine.store %cst24, %cast1[(symbol(%A_5)) floordiv 1] : memref<4xf32>
      %e25 = tensor.empty() : tensor<2x3x4xi32>
      %elt26 = tensor.extract %e25[%A_5, %c3_6, %i3] : tensor<2x3x4xi32>
    }
    %idx27 = affine.apply affine_map<()[s0] -> (-2 * (-3))> ()[%A_2]
    %d28 = memref.dim %t_1, %idx27 : memref<?x?xf32>
    return
  }
  func.func @m2(%n_0: f32, %x_1: memref<?x8xi32>, %x_2: memref<?xi32, strided<[2], offset: ?>>, %n_3: i32, %n_4: memref<2x3x4xf32>, %off_5: memref<4xf32>) -> (i32, i32) {
    %sum1 = arith.mulf %n_0, %n_0 : f32
    %bnd2 = affine.min affine_map<() -> (-3, ((0) + (-3)) + (7), -3)> ()
    %ld3 = affine.load %x_1[(%bnd2) ceildiv 1, symbol(%bnd2)] : memref<?x8xi32>
    %r5:2 = affine.for %i4 = max affine_map<(d0, d1)[s0, s1] -> (d1, (s1) - (s0))>(%bnd2, %bnd2)[%bnd2, %bnd2] to -2 iter_args(%acc6 = %sum1, %acc7 = %n_0) -> (f32, f32) {
      %e8 = tensor.empty(%bnd2) : tensor<?xf32>
      %upd9 = tensor.insert %sum1 into %e8[%bnd2] : tensor<?xf32>
      %acc10 = arith.muli %n_3, %n_3 : i32
      affine.yield %n_0, %acc6 : f32, f32
    }
    %cast11 = memref.cast %n_4 : memref<2x3x4xf32> to memref<?x3x?xf32>
    return %ld3, %ld3 : i32, i32
  }
}
