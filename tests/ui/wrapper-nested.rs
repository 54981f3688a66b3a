mod d {
    ods_macros::include_ods!("wrapper-nested.ods");
}

fn main() {}
