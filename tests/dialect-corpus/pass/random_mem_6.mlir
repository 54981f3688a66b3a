// A random program (ods_tests::gen::memory_program, seed 6).
module {
  func.func @m0(%buf_0: index, %m_1: index, %m_2: index, %m_3: memref<4x8xi32>) -> i32 {
    %bnd1 = affine.max affine_map<(d0, d1)[s0] -> (d1, d1)> (%m_1, %buf_0)[%m_1]
    %d2 = memref.dim %m_3, %bnd1 : memref<4x8xi32>
    %cst3 = arith.constant 0.0 : f32
    %sum4 = arith.subf %cst3, %cst3 : f32
    affine.for %i5 = 0 to affine_map<(d0, d1) -> ((d0) + ((1) ceildiv 2))>(%m_2, %bnd1) step 2 {
      %tile7 = memref.alloca() : memref<4xf32>
      %ld8 = affine.load %tile7[2 * (symbol(%m_1))] : memref<4xf32>
      %ci9 = arith.constant 1 : i32
      %acc10 = arith.addi %ci9, %ci9 : i32
      %e11 = tensor.empty() : tensor<16xf32>
      %slice12 = tensor.extract_slice %e11[5] [11] [1] : tensor<16xf32> to tensor<11xf32>
    }
    %ci13 = arith.constant 1 : i32
    affine.store %ci13, %m_3[symbol(%m_2), symbol(%buf_0)] : memref<4x8xi32>
    %buf14 = memref.alloc() : memref<4x8xf32>
    %view15 = memref.subview %buf14[1, 6] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x2xf32, strided<[8, 1], offset: 14>>
    affine.store %ci13, %m_3[((symbol(%m_1)) mod 4) - (symbol(%m_2)), symbol(%buf_0)] : memref<4x8xi32>
    return %ci13 : i32
  }
  func.func @m1(%m_0: memref<?x8xi32>, %t_1: index, %A_2: memref<4xi32>, %n_3: tensor<16xi32>) -> (f32, i32) {
    %c1_1 = arith.constant 1 : index
    scf.for %k2 = %t_1 to %t_1 step %c1_1 {
      %cast4 = memref.cast %m_0 : memref<?x8xi32> to memref<?x?xi32>
    }
    %elt5 = tensor.extract %n_3[%t_1] : tensor<16xi32>
    %tile6 = memref.alloca() : memref<4xf32>
    %view7 = memref.subview %tile6[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
    %slice8 = tensor.extract_slice %n_3[%c1_1] [%c1_1] [1] : tensor<16xi32> to tensor<?xi32>
    %ins9 = tensor.insert_slice %slice8 into %n_3[%c1_1] [%c1_1] [1] : tensor<?xi32> into tensor<16xi32>
    %cst10 = arith.constant 2.5 : f32
    return %cst10, %elt5 : f32, i32
  }
  func.func @m2(%m_0: index, %m_1: memref<?x?xf32>, %t_2: index, %t_3: index, %n_4: index) {
    %bnd1 = affine.max affine_map<(d0, d1)[s0] -> ((d0) ceildiv 1)> (%n_4, %m_0)[%n_4]
    %val2 = memref.load %m_1[%t_3, %t_3] : memref<?x?xf32>
    %ci3 = arith.constant -7 : i32
    %r5:2 = affine.for %i4 = max affine_map<() -> (7, (0) ceildiv 2)>() to affine_map<()[s0, s1] -> (5 * ((s1) mod 4))>()[%m_0, %bnd1] iter_args(%acc6 = %ci3, %acc7 = %ci3) -> (i32, i32) {
      %e8 = tensor.empty() : tensor<2x3x4xf32>
      %elt9 = tensor.extract %e8[%t_3, %t_2, %t_3] : tensor<2x3x4xf32>
      affine.yield %ci3, %acc7 : i32, i32
    }
    return
  }
}
