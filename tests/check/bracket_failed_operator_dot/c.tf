variable "size" {
  default = 1 2
}

variable "name" {
  default = [ 2 * [ 1 ? ] . a , 3 ]
}
