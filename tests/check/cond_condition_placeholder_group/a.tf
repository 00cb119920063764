variable "name" {
  type = list(list(any))
  default = [ ] )
}

variable "tags" {
  type = map(string)
  default = - ? 1 * ( 2 - : 3 )
}
