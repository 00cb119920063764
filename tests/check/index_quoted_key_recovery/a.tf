variable "items" {
  type = list(list(list(string)))
  default = [ { } , [ ] , [ [ "hello world" , , "1" ] [ "hello world" , "1" ] ] ]
}

variable "tags" {
}

variable "size" {
  type = list(set(list(string)))
  default = null
}
