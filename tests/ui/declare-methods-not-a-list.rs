mod d {
    ods_macros::include_ods!("declare-methods-not-a-list.ods");
}

fn main() {}
