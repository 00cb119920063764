import {
  to = thing_a.x[0]
  id = "g"
}
