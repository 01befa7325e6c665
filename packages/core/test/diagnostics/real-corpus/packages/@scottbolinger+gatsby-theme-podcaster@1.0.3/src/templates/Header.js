import React from "react";
import useSiteMetadata from "../hooks/use-site-metadata"
import Img from "gatsby-image"
import { graphql, useStaticQuery } from "gatsby"

const Header = () => {
  const { title, description, author, twitter } = useSiteMetadata()
  const data = useStaticQuery(graphql`
  query {
    file(relativePath: { eq: "author-image.jpg" }) {
      childImageSharp {
        # Specify the image processing specifications right in the query.
        # Makes it trivial to update as your page's design changes.
        fixed(width: 50, height: 50) {
          ...GatsbyImageSharpFixed
        }
      }
    }
  }
  `)
  return (
  <section className="podcast-theme-header p-4 pt-10 w-full bg-gray-900 text-white clearfix border-b border-gray-700">
    <div className="max-w-4xl m-auto">
      <h1 className="text-6xl font-bold leading-none">{ title }</h1>
      <p className="text-gray-300 italic mt-2 text-sm">{ description }</p>
    </div>
    <div className="podcast-header-inner flex justify-around items-center max-w-4xl m-auto">
      <div className="py-4 w-1/2">
        <Img
          fixed={data.file.childImageSharp.fixed}
          className="block rounded-full border h-12 w-12 sm:float-left mr-2"
          alt="Author avatar"
        />
        <p className="font-bold mt-1">{ author }</p>
        <p className="text-gray-400 text-xs"><a href="https://twitter.com/scottbolinger" target="_blank">{ twitter }</a></p>
      </div>
      <div className="w-1/2 text-xs">
        <a href="https://podcasts.apple.com/us/podcast/the-product-business/id1472862480?uo=4" target="_blank" className="btn-rounded w-full sm:w-auto bg-purple-600 hover:bg-purple-500">
          iTunes
        </a>
        <a href="https://overcast.fm/itunes1472862480/the-product-business" target="_blank" className="btn-rounded w-full sm:w-auto bg-orange-500 rounded-full hover:bg-orange-400">
          Overcast
        </a>
        <a href="https://anchor.fm/s/bfdfc04/podcast/rss" target="_blank" className="btn-rounded w-full sm:w-auto rounded-full bg-green-500 hover:bg-green-400">
          RSS
        </a>
      </div>
    </div>
  </section>
)};

export default Header;