mod d {
    ods_macros::include_ods!(some_ident);
}

fn main() {}
