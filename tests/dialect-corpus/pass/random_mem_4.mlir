// A random program (ods_tests::gen::memory_program, seed 4).
module {
  func.func @m0(%t_0: tensor<?x8xf32>, %m_1: index, %n_2: memref<?xf32>, %A_3: f32, %n_4: index) {
    affine.if affine_set<(d0, d1) : (7 >= 0)>(%n_4, %n_4) {
      %tile2 = memref.alloca(%n_4) {alignment = 64 : i64} : memref<?xi32>
      %val3 = memref.load %tile2[%n_4] : memref<?xi32>
      %elt4 = tensor.extract %t_0[%m_1, %m_1] : tensor<?x8xf32>
    } else {
      %c16_5 = arith.constant 16 : index
      %slice6 = tensor.extract_slice %t_0[0, 5] [%c16_5, 2] [1, 1] : tensor<?x8xf32> to tensor<?x2xf32>
      %acc7 = arith.addi %n_4, %n_4 : index
      %c4_8 = arith.constant 4 : index
      memref.store %A_3, %n_2[%c4_8] : memref<?xf32>
      %d9 = memref.dim %n_2, %c4_8 : memref<?xf32>
    }
    %c1_10 = arith.constant 1 : index
    scf.for %k11 = %m_1 to %n_4 step %c1_10 {
      %c2_13 = arith.constant 2 : index
      %elt14 = tensor.extract %t_0[%c2_13, %c2_13] : tensor<?x8xf32>
      %cast15 = tensor.cast %t_0 : tensor<?x8xf32> to tensor<?x8xf32>
      %tile16 = memref.alloca() : memref<4xi32>
    }
    %c3_17 = arith.constant 3 : index
    %acc18 = arith.muli %c1_10, %c3_17 : index
    %bnd19 = affine.max affine_map<()[s0] -> (((-3) * 0) floordiv 4)> ()[%c1_10]
    %cst20 = arith.constant 0.0 : f32
    affine.store %cst20, %n_2[%bnd19] : memref<?xf32>
    memref.store %cst20, %n_2[%bnd19] : memref<?xf32>
    %sel21:2 = affine.if affine_set<(d0, d1) : (((d1) + (1)) + ((d1) - (d0)) == 0, d0 >= 0)>(%m_1, %m_1) -> (index, i32) {
      affine.for %i22 = affine_map<(d0, d1) -> (((2) ceildiv 1) - ((-3) * 4))>(%m_1, %c1_10) to min affine_map<(d0, d1)[s0, s1] -> ((s1) ceildiv 2, d1)>(%m_1, %c3_17)[%c3_17, %c1_10] {
        %c1_24 = arith.constant 1 : index
        scf.for %k25 = %acc18 to %bnd19 step %c1_24 {
          %acc27 = arith.addi %c1_10, %c1_24 : index
          memref.store %A_3, %n_2[%k25] : memref<?xf32>
          %cst28 = arith.constant 2.5 : f32
          memref.store %cst28, %n_2[%bnd19] : memref<?xf32>
          %ld29 = affine.load %n_2[5 * (%c1_10)] : memref<?xf32>
          scf.yield
        }
        %ci30 = arith.constant 0 : i32
        %r32 = affine.for %i31 = 4 to %m_1 step 2 iter_args(%acc33 = %ci30) -> (i32) {
          affine.store %cst20, %n_2[((symbol(%m_1)) + (symbol(%m_1))) ceildiv 8] : memref<?xf32>
          %cst34 = arith.constant -4.0e+00 : f32
          affine.store %cst34, %n_2[0] : memref<?xf32>
          %cst35 = arith.constant 0.0 : f32
          %sum36 = arith.mulf %cst20, %cst35 : f32
          %bnd37 = affine.max affine_map<(d0, d1)[s0] -> (((-3) + (d1)) mod s0, (2 * (2)) + (d0))> (%m_1, %n_4)[%c3_17]
          affine.yield %acc33 : i32
        }
        %c4_38 = arith.constant 4 : index
        %acc39 = arith.addi %c4_38, %acc18 : index
        %bnd40 = affine.max affine_map<()[s0, s1] -> ((s1) + ((s1) ceildiv 1), ((s0) mod 2) * 0, 0)> ()[%c3_17, %c1_10]
      }
      %ci41 = arith.constant -7 : i32
      affine.yield %n_4, %ci41 : index, i32
    } else {
      %ld42 = affine.load %n_2[symbol(%n_4)] : memref<?xf32>
      %c0_43 = arith.constant 0 : index
      %d44 = tensor.dim %t_0, %c0_43 : tensor<?x8xf32>
      %ci45 = arith.constant 0 : i32
      affine.yield %m_1, %ci45 : index, i32
    }
    return
  }
  func.func @m1(%m_0: f32, %t_1: index, %buf_2: index, %x_3: index) -> (i32, i32) {
    %tile1 = memref.alloca(%x_3) {alignment = 64 : i64} : memref<?xf32>
    %view2 = memref.subview %tile1[0] [%t_1] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
    %ci3 = arith.constant 0 : i32
    %acc4 = arith.muli %ci3, %ci3 : i32
    memref.store %m_0, %view2[%t_1] : memref<?xf32, strided<[1]>>
    return %ci3, %acc4 : i32, i32
  }
  func.func @m2(%t_0: memref<4xi32>, %n_1: memref<16xf32>, %buf_2: index) -> index {
    %c8_1 = arith.constant 8 : index
    %acc2 = arith.addi %buf_2, %c8_1 : index
    %e3 = tensor.empty(%c8_1, %acc2) : tensor<?x?xf32>
    %elt4 = tensor.extract %e3[%buf_2, %c8_1] : tensor<?x?xf32>
    %c4_5 = arith.constant 4 : index
    memref.store %elt4, %n_1[%c4_5] {nontemporal = true} : memref<16xf32>
    %slice6 = tensor.extract_slice %e3[%c8_1, 0] [%acc2, %c4_5] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
    memref.store %elt4, %n_1[%acc2] : memref<16xf32>
    %c8_7 = arith.constant 8 : index
    %d8 = memref.dim %t_0, %c8_7 : memref<4xi32>
    %c3_9 = arith.constant 3 : index
    %c1_10 = arith.constant 1 : index
    scf.for %k11 = %c3_9 to %c8_7 step %c1_10 {
    }
    %view13 = memref.subview %n_1[2] [6] [2] : memref<16xf32> to memref<6xf32, strided<[2], offset: 2>>
    %elt14 = tensor.extract %slice6[%acc2, %d8] : tensor<?x?xf32>
    %sum15 = arith.addf %elt14, %elt4 : f32
    %d16 = tensor.dim %slice6, %c8_1 : tensor<?x?xf32>
    %ci17 = arith.constant 42 : i32
    %acc18 = arith.muli %ci17, %ci17 : i32
    return %d8 : index
  }
}
