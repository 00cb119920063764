variable "v3" {
  default = ( 1 x [ ? 1 , 2 ]
}

variable "w3" {
  type = any
}
