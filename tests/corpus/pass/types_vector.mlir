// Fixed and scalable vector types.
"foo.fixed"() : () -> (vector<4xf32>, vector<1xi1>, vector<2x3x4xi8>, vector<8xindex>)
"foo.scalable"() : () -> (vector<[4]xf32>, vector<2x[8]xi16>, vector<[2]x[2]xf64>, vector<[1]xi1>)
"foo.elem"() : () -> (vector<4xbf16>, vector<16xf8E4M3FN>, vector<2xui8>, vector<3xsi4>)
"foo.rank0"() : () -> vector<f32>
