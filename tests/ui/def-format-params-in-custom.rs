mod d {
    ods_macros::include_ods!("def-format-params-in-custom.ods");

}

fn main() {}
