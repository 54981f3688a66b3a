// memref.expand_shape, memref.collapse_shape (identity and strided layouts, dynamic sizes,
// rank 0), memref.reshape and memref.transpose.
func.func @reshapes(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index, %st: memref<?x?xf32, strided<[?, ?], offset: ?>>, %s16: memref<16xf32, strided<[2]>>, %one: memref<1x1xf32>, %z: memref<f32>) {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x4xf32> into memref<128x4xf32>
  %x = memref.expand_shape %e [[0, 1], [2]] output_shape [%i, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
  %y = memref.expand_shape %m [[0], [1, 2], [3]] output_shape [8, 4, 4, 4] : memref<8x16x4xf32> into memref<8x4x4x4xf32>
  %z1 = memref.collapse_shape %st [[0, 1]] : memref<?x?xf32, strided<[?, ?], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  %w = memref.expand_shape %e [[0, 1], [2]] output_shape [%i, %i, 32] {tag} : memref<?x32xf32> into memref<?x?x32xf32>
  %v = memref.expand_shape %s16 [[0, 1]] output_shape [4, 4] : memref<16xf32, strided<[2]>> into memref<4x4xf32, strided<[8, 2]>>
  %u = memref.collapse_shape %v [[0, 1]] : memref<4x4xf32, strided<[8, 2]>> into memref<16xf32, strided<[2]>>
  %t0 = memref.collapse_shape %one [] : memref<1x1xf32> into memref<f32>
  %t1 = memref.expand_shape %z [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %st2 = memref.expand_shape %st [[0, 1], [2]] output_shape [%i, 2, %i] : memref<?x?xf32, strided<[?, ?], offset: ?>> into memref<?x2x?xf32, strided<[?, ?, ?], offset: ?>>
  return
}

func.func @reshape_transpose(%m: memref<?x?xf32>, %s: memref<2xi32>, %a: memref<4x1xf32>, %u: memref<*xf32>, %sd: memref<?xindex>, %b: memref<4x5x6xf32>, %s3: memref<3xindex>) {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %t2 = memref.transpose %b (i, j, k) -> (k, i, j) {tag} : memref<4x5x6xf32> to memref<6x4x5xf32, strided<[1, 30, 6]>>
  %t3 = memref.transpose %b (d0, d1, d2) -> (d0, d1, d2) : memref<4x5x6xf32> to memref<4x5x6xf32>
  %t4 = "memref.transpose"(%m) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>>
  %r = memref.reshape %a(%s) : (memref<4x1xf32>, memref<2xi32>) -> memref<2x2xf32>
  %r2 = memref.reshape %u(%sd) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %r3 = memref.reshape %u(%s3) {tag} : (memref<*xf32>, memref<3xindex>) -> memref<?x?x?xf32>
  return
}

func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %i: index, %j: index, %z: memref<f32>, %tz: memref<i32>) {
  %n = arith.constant 256 : index
  memref.dma_start %src[%i, %j], %dst[%i, %j], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_start %src[%i, %j], %dst[%i, %j], %n, %tag[%i], %i, %j : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_start %z[], %z[], %n, %tz[] : memref<f32>, memref<f32>, memref<i32>
  "memref.dma_start"(%z, %z, %n, %tz) {note = "generic"} : (memref<f32>, memref<f32>, index, memref<i32>) -> ()
  return
}
