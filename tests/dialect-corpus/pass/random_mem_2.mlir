// A random program (ods_tests::gen::memory_program, seed 2).
module {
  func.func @m0(%off_0: index, %x_1: f32, %t_2: f32) {
    %ci1 = arith.constant -7 : i32
    %r3:2 = affine.for %i2 = affine_map<()[s0] -> (2 * ((-3) + (s0)))>()[%off_0] to affine_map<(d0, d1)[s0] -> (((2) + (2)) + (s0))>(%off_0, %off_0)[%off_0] step 3 iter_args(%acc4 = %ci1, %acc5 = %ci1) -> (i32, i32) {
      %tile6 = memref.alloca() {alignment = 64 : i64} : memref<f32>
      affine.store %x_1, %tile6[] : memref<f32>
      affine.if affine_set<(d0) : (d0 == 0, ((-3) * 4) + (5 * (2)) >= 0, 2 >= 0)>(%i2) {
        %e8 = tensor.empty() : tensor<4x8xf32>
        %elt9 = tensor.extract %e8[%i2, %i2] : tensor<4x8xf32>
        memref.store %x_1, %tile6[] : memref<f32>
        %buf10 = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
        %cst11 = arith.constant 2.5 : f32
        memref.store %cst11, %buf10[%i2] {nontemporal = true} : memref<16xf32>
        %c2_12 = arith.constant 2 : index
        %acc13 = arith.subi %off_0, %c2_12 : index
      }
      %ci14 = arith.constant 1 : i32
      affine.yield %ci14, %acc5 : i32, i32
    }
    %e15 = tensor.empty(%off_0) : tensor<?x8xi32>
    %elt16 = tensor.extract %e15[%off_0, %off_0] : tensor<?x8xi32>
    %sum17 = arith.subf %x_1, %x_1 : f32
    %d18 = tensor.dim %e15, %off_0 : tensor<?x8xi32>
    %tile19 = memref.alloca() : memref<16xf32>
    %ld20 = affine.load %tile19[(symbol(%d18)) mod 4] : memref<16xf32>
    %idx21 = affine.apply affine_map<()[s0, s1] -> (2 * ((s0) - (s1)))> ()[%d18, %d18]
    %acc22 = arith.subi %d18, %idx21 : index
    %sel23:2 = affine.if affine_set<(d0, d1)[s0] : (s0 >= 0, ((d0) floordiv s0) + ((s0) - (0)) == 0, ((-3) + (2)) + (0) == 0)>(%idx21, %idx21)[%d18] -> (index, i32) {
      %c1_24 = arith.constant 1 : index
      %cst25 = arith.constant -4.0e+00 : f32
      %loop27 = scf.for %k26 = %d18 to %d18 step %c1_24 iter_args(%it28 = %cst25) -> (f32) {
        memref.store %x_1, %tile19[%off_0] : memref<16xf32>
        %val29 = memref.load %tile19[%acc22] : memref<16xf32>
        %buf30 = memref.alloc(%c1_24) {alignment = 64 : i64} : memref<?x8xf32>
        %cst31 = arith.constant -4.0e+00 : f32
        scf.yield %cst31 : f32
      }
      %ci32 = arith.constant -7 : i32
      affine.yield %acc22, %ci32 : index, i32
    } else {
      affine.store %x_1, %tile19[%d18] : memref<16xf32>
      affine.for %i33 = max affine_map<(d0)[s0] -> ((s0) - ((s0) + (s0)), 5 * (s0))>(%off_0)[%idx21] to %idx21 {
        %cast35 = memref.cast %tile19 : memref<16xf32> to memref<16xf32>
        %ld36 = affine.load %cast35[((symbol(%idx21)) ceildiv 2) - ((%d18) + (%idx21))] : memref<16xf32>
        affine.yield
      }
      %upd37 = tensor.insert %elt16 into %e15[%acc22, %off_0] : tensor<?x8xi32>
      %bnd38 = affine.min affine_map<()[s0] -> (((s0) mod 5) + (s0), ((s0) ceildiv 1) + ((0) ceildiv 2), 2 * (2 * (7)))> ()[%d18]
      affine.yield %off_0, %r3#1 : index, i32
    }
    %val39 = memref.load %tile19[%idx21] : memref<16xf32>
    return
  }
  func.func @m1(%off_0: i32, %m_1: memref<?xi32>, %m_2: tensor<2x3x4xf32>, %m_3: index, %x_4: memref<?x?xi32>) -> (index, tensor<2x3x4xf32>) {
    %ld1 = affine.load %x_4[-3, ((1) - (0)) floordiv 1] : memref<?x?xi32>
    %bnd2 = affine.min affine_map<(d0, d1)[s0, s1] -> (d1)> (%m_3, %m_3)[%m_3, %m_3]
    %cst3 = arith.constant 0.0 : f32
    %r5:2 = affine.for %i4 = %m_3 to %m_3 iter_args(%acc6 = %bnd2, %acc7 = %cst3) -> (index, f32) {
      %cast8 = memref.cast %x_4 : memref<?x?xi32> to memref<?x?xi32>
      %d9 = memref.dim %cast8, %acc6 : memref<?x?xi32>
      %c0_10 = arith.constant 0 : index
      affine.yield %c0_10, %acc7 : index, f32
    }
    %d11 = tensor.dim %m_2, %bnd2 : tensor<2x3x4xf32>
    %bnd12 = affine.max affine_map<()[s0] -> (-2 * (2), (-3) mod s0, s0)> ()[%m_3]
    %slice13 = tensor.extract_slice %m_2[0, 0, 0] [1, 2, 2] [1, 1, 1] : tensor<2x3x4xf32> to tensor<1x2x2xf32>
    %ins14 = tensor.insert_slice %slice13 into %m_2[0, 0, 0] [1, 2, 2] [1, 1, 1] : tensor<1x2x2xf32> into tensor<2x3x4xf32>
    %c3_15 = arith.constant 3 : index
    %c4_16 = arith.constant 4 : index
    %upd17 = tensor.insert %r5#1 into %slice13[%c3_15, %c4_16, %c4_16] : tensor<1x2x2xf32>
    %acc18 = arith.muli %off_0, %off_0 : i32
    return %r5#0, %ins14 : index, tensor<2x3x4xf32>
  }
  func.func @m2(%x_0: f32, %m_1: memref<2x3x4xf32>, %off_2: memref<?xf32, strided<[2], offset: ?>>, %off_3: memref<?x?xf32>, %m_4: memref<?x8xi32, strided<[1, 2]>>) -> f32 {
    affine.for %i1 = max affine_map<() -> (0, ((2) - (2)) floordiv 1)>() to 4 step 3 {
      memref.store %x_0, %off_3[%i1, %i1] : memref<?x?xf32>
      %buf3 = memref.alloc() {alignment = 64 : i64} : memref<2x3x4xf32>
      %c8_4 = arith.constant 8 : index
      %val5 = memref.load %buf3[%c8_4, %c8_4, %i1] : memref<2x3x4xf32>
      %idx6 = affine.apply affine_map<()[s0, s1] -> (((7) * 4) mod 1)> ()[%c8_4, %c8_4]
      %sel7:2 = affine.if affine_set<(d0)[s0] : (1 >= 0, (s0) floordiv s0 >= 0, ((-3) + (s0)) - ((0) + (2)) == 0)>(%c8_4)[%c8_4] -> (index, i32) {
        %idx8 = affine.apply affine_map<(d0, d1)[s0] -> (((d1) + (s0)) - (2))> (%idx6, %i1)[%idx6]
        affine.for %i9 = 10 to min affine_map<(d0, d1)[s0, s1] -> (((s1) mod s1) + ((s1) * 2), ((0) * 2) ceildiv 1)>(%idx6, %i1)[%c8_4, %idx6] {
        }
        %ci11 = arith.constant 1 : i32
        affine.yield %i1, %ci11 : index, i32
      } else {
        %sum12 = arith.subf %val5, %x_0 : f32
        %view13 = memref.subview %off_2[0] [%i1] [1] : memref<?xf32, strided<[2], offset: ?>> to memref<?xf32, strided<[2], offset: ?>>
        %e14 = tensor.empty() : tensor<4x8xf32>
        %elt15 = tensor.extract %e14[%i1, %i1] : tensor<4x8xf32>
        %cast16 = memref.cast %buf3 : memref<2x3x4xf32> to memref<2x?x4xf32>
        %ci17 = arith.constant 42 : i32
        affine.yield %idx6, %ci17 : index, i32
      }
    }
    %cast18 = memref.cast %off_3 : memref<?x?xf32> to memref<?x?xf32>
    %view19 = memref.subview %m_4[0, 0] [1, 6] [1, 1] : memref<?x8xi32, strided<[1, 2]>> to memref<1x6xi32, strided<[1, 2]>>
    %cst20 = arith.constant 0.0 : f32
    %sum21 = arith.subf %x_0, %cst20 : f32
    %bnd22 = affine.min affine_map<() -> (7, ((-3) ceildiv 2) floordiv 2)> ()
    %view23 = memref.subview %cast18[0, 0] [1, 1] [1, 1] : memref<?x?xf32> to memref<1x1xf32, strided<[?, 1]>>
    %c8_24 = arith.constant 8 : index
    %val25 = memref.load %cast18[%c8_24, %c8_24] : memref<?x?xf32>
    return %cst20 : f32
  }
}
