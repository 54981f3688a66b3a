mod d {
    ods_macros::include_ods!("def-optional-nested.ods");

}

fn main() {}
