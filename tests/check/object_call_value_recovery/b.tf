variable "zone" {
  default = { a = f(1 2) } . a
}

variable "tags" {
  default = [ { a = f(1 2) } . a ]
}
