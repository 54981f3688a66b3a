mod d {
    ods_macros::include_ods!("def-optional-in-array.ods");

}

fn main() {}
