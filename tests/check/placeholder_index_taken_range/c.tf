variable "name" {
  default = 
}

variable "port" {
  type    = tuple([string])
  default = [ 1 , . [ 2 , [ 3 ] ]
}
