variable "d" {
  default = 
}

variable "e" {
  default = [ 1, ( 0 } . , 2 ]
}
