mod d {
    ods_macros::include_ods!("def-format-params-after-parameter.ods");

}

fn main() {}
