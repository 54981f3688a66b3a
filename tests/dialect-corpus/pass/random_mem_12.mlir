// A random program (ods_tests::gen::memory_program, seed 12).
module {
  func.func @m0(%buf_0: memref<2x3x4xi32>, %n_1: index, %A_2: i32) -> (f32, index) {
    %cst1 = arith.constant 1.0 : f32
    %sum2 = arith.addf %cst1, %cst1 : f32
    %sel3 = affine.if affine_set<(d0, d1) : (((d0) + (d1)) + (d0) >= 0, d1 >= 0, d0 >= 0)>(%n_1, %n_1) -> f32 {
      affine.yield %sum2 : f32
    } else {
      %cst4 = arith.constant 1.0 : f32
      %sum5 = arith.addf %cst4, %sum2 : f32
      %d6 = memref.dim %buf_0, %n_1 : memref<2x3x4xi32>
      affine.yield %cst1 : f32
    }
    %e7 = tensor.empty() : tensor<4xf32>
    %upd8 = tensor.insert %cst1 into %e7[%n_1] : tensor<4xf32>
    %upd9 = tensor.insert %cst1 into %e7[%n_1] : tensor<4xf32>
    %c4_10 = arith.constant 4 : index
    %slice11 = tensor.extract_slice %upd9[%c4_10] [%c4_10] [1] : tensor<4xf32> to tensor<?xf32>
    %ins12 = tensor.insert_slice %slice11 into %upd9[%c4_10] [%c4_10] [1] : tensor<?xf32> into tensor<4xf32>
    %acc13 = arith.subi %n_1, %n_1 : index
    %c1_14 = arith.constant 1 : index
    scf.for %k15 = %acc13 to %acc13 step %c1_14 {
      %r18 = affine.for %i17 = affine_map<() -> (-3)>() to min affine_map<(d0, d1)[s0] -> (((d1) * 2) * -1, 2 * ((d1) floordiv s0))>(%c1_14, %c1_14)[%n_1] iter_args(%acc19 = %k15) -> (index) {
        affine.yield %c4_10 : index
      }
      %slice20 = tensor.extract_slice %upd9[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
    }
    %c16_21 = arith.constant 16 : index
    %c2_22 = arith.constant 2 : index
    %c0_23 = arith.constant 0 : index
    %view24 = memref.subview %buf_0[%c16_21, %c0_23, 0] [%c2_22, 1, 1] [1, 1, %c4_10] : memref<2x3x4xi32> to memref<?x1x1xi32, strided<[12, 4, ?], offset: ?>>
    %cst25 = arith.constant 0.0 : f32
    return %cst25, %c4_10 : f32, index
  }
  func.func @m1(%off_0: memref<?xf32>, %A_1: index, %m_2: i32, %x_3: i32, %m_4: memref<?x?xf32>) -> (i32, f32) {
    %tile1 = memref.alloca() : memref<4x8xf32>
    %view2 = memref.subview %tile1[0, 0] [3, 7] [1, 1] : memref<4x8xf32> to memref<3x7xf32, strided<[8, 1]>>
    %cst3 = arith.constant -4.0e+00 : f32
    %sum4 = arith.addf %cst3, %cst3 : f32
    %e5 = tensor.empty() : tensor<16xf32>
    %slice6 = tensor.extract_slice %e5[5] [11] [1] : tensor<16xf32> to tensor<11xf32>
    %ins7 = tensor.insert_slice %slice6 into %e5[5] [11] [1] : tensor<11xf32> into tensor<16xf32>
    memref.store %sum4, %view2[%A_1, %A_1] : memref<3x7xf32, strided<[8, 1]>>
    %d8 = tensor.dim %ins7, %A_1 : tensor<16xf32>
    return %x_3, %sum4 : i32, f32
  }
  func.func @m2(%n_0: memref<4xf32>, %A_1: tensor<?xf32>, %n_2: f32, %buf_3: f32) -> (i32, index) {
    %sum1 = arith.subf %buf_3, %buf_3 : f32
    %c16_2 = arith.constant 16 : index
    %c16_3 = arith.constant 16 : index
    %acc4 = arith.addi %c16_2, %c16_3 : index
    %r6 = affine.for %i5 = 0 to affine_map<(d0)[s0] -> (d0)>(%c16_3)[%c16_3] iter_args(%acc7 = %buf_3) -> (f32) {
      %tile8 = memref.alloca(%acc4) : memref<?x8xi32>
      %idx9 = affine.apply affine_map<(d0, d1)[s0] -> (2)> (%c16_2, %i5)[%c16_2]
      %buf10 = memref.alloc() : memref<2x3x4xf32>
      affine.yield %buf_3 : f32
    }
    %sel11 = affine.if affine_set<(d0) : ((d0) - (0) == 0)>(%c16_2) -> f32 {
      %ci12 = arith.constant -7 : i32
      %r14 = affine.for %i13 = 0 to min affine_map<(d0, d1)[s0, s1] -> (d0, d1)>(%c16_2, %c16_3)[%c16_3, %c16_3] step 2 iter_args(%acc15 = %ci12) -> (i32) {
        %r17 = affine.for %i16 = %c16_2 to affine_map<(d0, d1) -> ((0) * -1)>(%c16_3, %i13) step 3 iter_args(%acc18 = %acc4) -> (index) {
          %ld19 = affine.load %n_0[(%c16_2) - ((%c16_2) + (symbol(%c16_3)))] : memref<4xf32>
          %idx20 = affine.apply affine_map<(d0)[s0] -> ((d0) + (d0))> (%c16_3)[%c16_3]
          affine.yield %acc18 : index
        }
        affine.yield %acc15 : i32
      }
      affine.yield %sum1 : f32
    } else {
      %cst21 = arith.constant 2.5 : f32
      %r23:2 = affine.for %i22 = %c16_2 to affine_map<(d0) -> (((d0) - (-3)) - ((-3) mod 4))>(%c16_3) step 3 iter_args(%acc24 = %cst21, %acc25 = %c16_3) -> (f32, index) {
        %buf26 = memref.alloc(%acc4) : memref<?xi32>
        affine.yield %acc24, %c16_2 : f32, index
      }
      %sel27 = affine.if affine_set<(d0) : ((0) + ((d0) * -1) >= 0, 2 * ((-3) + (1)) == 0)>(%c16_3) -> f32 {
        %buf28 = memref.alloc(%r23#1) : memref<?xf32>
        %elt29 = tensor.extract %A_1[%c16_3] : tensor<?xf32>
        %acc30 = arith.addi %r23#1, %r23#1 : index
        %cst31 = arith.constant 2.5 : f32
        affine.yield %cst31 : f32
      } else {
        affine.yield %cst21 : f32
      }
      %bnd32 = affine.min affine_map<(d0, d1)[s0] -> ((s0) mod s0, (s0) + ((d0) ceildiv 2))> (%c16_2, %c16_2)[%c16_2]
      memref.store %sel27, %n_0[%r23#1] : memref<4xf32>
      affine.yield %n_2 : f32
    }
    %val33 = memref.load %n_0[%c16_2] : memref<4xf32>
    %ci34 = arith.constant -7 : i32
    return %ci34, %acc4 : i32, index
  }
}
