mod d {
    ods_macros::include_ods!("parent-one-of-not-a-list.ods");
}

fn main() {}
