mod d {
    ods_macros::include_ods!("def-parameter-name-keyword.ods");

}

fn main() {}
