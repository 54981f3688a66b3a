mod d {
    ods_macros::include_ods!("enum-name-keyword.ods");
}

fn main() {}
